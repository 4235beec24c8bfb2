# What a child reads when moderation keeps their post back (community/moderation).

moderation-reordering-characters = Posts can't include hidden characters that change the order of the letters. Please type your post again without them.
moderation-self-harm-encouragement = Posts can't tell anyone to hurt themselves. Everyone here deserves kindness. If you're upset, talk to a grown-up you trust.
moderation-self-harm = It sounds like you might be going through something really hard. Please talk to a parent, a teacher or another grown-up you trust right now: you matter, and they can help.
moderation-grooming = This post can't be shared: it sounds like the kind of thing people say to trick children. Never keep secrets with someone you met online, and tell a grown-up you trust if someone asks you to.
moderation-phone-number = Posts can't include phone numbers. Keep your personal information private!
moderation-email = Posts can't include email addresses. Keep your personal information private!
moderation-address = Posts can't include home addresses or where someone lives. Keep your personal information private: saying your country is fine!
moderation-link = Posts can't include links or website addresses. Tell everyone about it in your own words instead!
moderation-social = Posts can't include social media names or invitations to other apps. Keep chatting here, where it's safe!
moderation-full-name = Posts can't include full names. Use first names only, to keep everyone's information private!
moderation-meet-up = Posts can't ask anyone to meet, to send photos or to talk somewhere private. Keep chatting here, and never meet someone from the internet without a grown-up you trust!
moderation-password = Posts can't include passwords or PINs. Never share them with anyone except your parent or guardian!
moderation-bullying = Posts can't be unkind to anyone. Try saying something kind or helpful instead!
moderation-profanity = Posts can't include rude words. Try saying it another way!
