-- How many of the hourly Cron Trigger's runs tried a picture's copies: a picture whose copies fail
-- (or whose run never finished) is tried again in the next runs, and shown whole after a few.
ALTER TABLE `image_uploads` ADD `copy_attempts` integer DEFAULT 0 NOT NULL;