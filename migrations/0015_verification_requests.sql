CREATE TABLE `verification_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`seller_id` text NOT NULL,
	`phone` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	`outcome` text,
	`reason` text,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "verification_requests_outcome_check" CHECK("verification_requests"."outcome" IN ('verified', 'declined'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verification_requests_open_unique` ON `verification_requests` (`seller_id`) WHERE "verification_requests"."decided_at" IS NULL;--> statement-breakpoint
CREATE INDEX `verification_requests_open_created_idx` ON `verification_requests` (`created_at`) WHERE "verification_requests"."decided_at" IS NULL;--> statement-breakpoint
CREATE INDEX `verification_requests_seller_created_idx` ON `verification_requests` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `verification_requests_phone_idx` ON `verification_requests` (`phone`,`seller_id`);