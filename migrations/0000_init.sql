CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`buyer_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`phone` text NOT NULL,
	`location` text NOT NULL,
	`price_minor` integer NOT NULL,
	`payment_intent_id` text,
	`paid` integer DEFAULT false NOT NULL,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_buyer_product_unique` ON `bookings` (`buyer_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `bookings_buyer_created_idx` ON `bookings` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_seller_created_idx` ON `bookings` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_product_idx` ON `bookings` (`product_id`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`img` text NOT NULL,
	`about` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (`name`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`transaction_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`product_id` text NOT NULL,
	`buyer_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`gateway` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_transaction_unique` ON `payments` (`transaction_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_booking_unique` ON `payments` (`booking_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_product_unique` ON `payments` (`product_id`);--> statement-breakpoint
CREATE INDEX `payments_buyer_created_idx` ON `payments` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`seller_id` text NOT NULL,
	`category_id` text NOT NULL,
	`name` text NOT NULL,
	`about` text NOT NULL,
	`price_minor` integer NOT NULL,
	`original_price_minor` integer NOT NULL,
	`purchase_year` integer NOT NULL,
	`condition` text DEFAULT 'good' NOT NULL,
	`location` text NOT NULL,
	`phone` text NOT NULL,
	`img` text NOT NULL,
	`image_key` text,
	`advertise` integer DEFAULT false NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`sold_at` integer,
	`hold_booking_id` text,
	`hold_until` integer,
	`removed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "products_condition_check" CHECK("products"."condition" IN ('good', 'excellent', 'fair')),
	CONSTRAINT "products_price_check" CHECK("products"."price_minor" >= 0 AND "products"."original_price_minor" >= 0)
);
--> statement-breakpoint
CREATE INDEX `products_listed_newest_idx` ON `products` (`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_listed_category_idx` ON `products` (`category_id`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_listed_price_idx` ON `products` (`price_minor`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_listed_category_price_idx` ON `products` (`category_id`,`price_minor`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_listed_condition_idx` ON `products` (`condition`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_advertised_idx` ON `products` (`created_at`,`id`) WHERE "products"."advertise" = 1 AND "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_seller_idx` ON `products` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`role` text DEFAULT 'buyer' NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`deleted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "users_role_check" CHECK("users"."role" IN ('buyer', 'seller', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_created_idx` ON `users` (`role`,`created_at`) WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `wishlist_items` (
	`id` text PRIMARY KEY NOT NULL,
	`buyer_id` text NOT NULL,
	`product_id` text NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wishlist_buyer_product_unique` ON `wishlist_items` (`buyer_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `wishlist_buyer_created_idx` ON `wishlist_items` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `wishlist_product_idx` ON `wishlist_items` (`product_id`);