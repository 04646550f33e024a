CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`seller_id` text NOT NULL,
	`buyer_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`reply` text,
	`replied_at` integer,
	`hidden_at` integer,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reviews_rating_check" CHECK("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_buyer_seller_unique` ON `reviews` (`buyer_id`,`seller_id`);--> statement-breakpoint
CREATE INDEX `reviews_seller_shown_idx` ON `reviews` (`seller_id`,`created_at`,`id`) WHERE "reviews"."hidden_at" IS NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `rating_sum` integer DEFAULT 0 NOT NULL;