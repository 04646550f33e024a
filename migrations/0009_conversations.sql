CREATE TABLE `conversation_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`closed_at` integer,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "conversation_reports_reason_check" CHECK("conversation_reports"."reason" IN ('scam', 'wrong-category', 'prohibited', 'misleading', 'offensive', 'duplicate', 'other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversation_reports_open_unique` ON `conversation_reports` (`conversation_id`,`reporter_id`) WHERE "conversation_reports"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `conversation_reports_open_idx` ON `conversation_reports` (`created_at`) WHERE "conversation_reports"."closed_at" IS NULL;--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`buyer_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`last_seq` integer DEFAULT 0 NOT NULL,
	`last_message_at` integer,
	`last_message_text` text,
	`last_sender_id` text,
	`buyer_read_seq` integer DEFAULT 0 NOT NULL,
	`seller_read_seq` integer DEFAULT 0 NOT NULL,
	`buyer_unread` integer DEFAULT 0 NOT NULL,
	`seller_unread` integer DEFAULT 0 NOT NULL,
	`blocked_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_buyer_product_unique` ON `conversations` (`buyer_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `conversations_buyer_recent_idx` ON `conversations` (`buyer_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversations_seller_recent_idx` ON `conversations` (`seller_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`seq` integer NOT NULL,
	`sender_id` text NOT NULL,
	`text` text NOT NULL,
	`client_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `messages_conversation_seq_unique` ON `messages` (`conversation_id`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `messages_sender_client_unique` ON `messages` (`conversation_id`,`sender_id`,`client_id`);