-- Sold and lapsed listings move to R2 (docs/decisions/037): each product keeps a stub and where its record
-- lies in its month object; the month objects' committed bytes and lease; the archived photos' keys.
CREATE TABLE `archive_months` (
	`month` text PRIMARY KEY NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`records` integer DEFAULT 0 NOT NULL,
	`writer` text,
	`writer_until` integer
);
--> statement-breakpoint
CREATE TABLE `archived_photos` (
	`image_key` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE `products` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `archive_month` text;--> statement-breakpoint
ALTER TABLE `products` ADD `archive_offset` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `archive_length` integer;--> statement-breakpoint
CREATE INDEX `products_archivable_sold_idx` ON `products` (`sold_at`) WHERE "products"."paid" = 1 AND "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_archivable_expired_idx` ON `products` (`expired_at`) WHERE "products"."expired_at" IS NOT NULL AND "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."archived_at" IS NULL;