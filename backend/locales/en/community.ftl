# Communities and their posts.

post-gone = This post isn't here any more. Reload the posts to see the latest ones.
post-empty = Your post is empty: write something to share first!
post-too-long = Posts can be at most { $max } characters and yours has { $chars }. Make it a little shorter!
not-a-member = Join this community to see, write, like and report its posts.
report-reason-too-long = reason can be at most { $max } characters; say it in fewer words
community-not-found = This community doesn't exist or you don't have access to it. Go back to the list and pick another one.
posting-off = Your parent has turned off posting in communities, so you can't write posts right now. You can still read and like posts. If you'd like to post, talk to your parent about it.
