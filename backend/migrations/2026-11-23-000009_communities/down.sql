DROP TABLE post_reports;
DROP TABLE post_likes;
DROP TABLE community_posts;
DROP TABLE community_members;
DROP TABLE communities;
