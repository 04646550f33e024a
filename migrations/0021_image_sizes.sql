-- Each upload note keeps its picture's size and whether its copies were made. Notes written before
-- stay null: the hourly Cron Trigger makes their copies (link previews' JPEG among them) and fills
-- them in.
ALTER TABLE `image_uploads` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `image_uploads` ADD `height` integer;--> statement-breakpoint
ALTER TABLE `image_uploads` ADD `copies` integer;--> statement-breakpoint
CREATE INDEX `image_uploads_uncopied_idx` ON `image_uploads` (`created_at`) WHERE "image_uploads"."copies" IS NULL;