CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "audit_log_action_check" CHECK("audit_log"."action" IN ('report-dismissed', 'listing-hidden', 'listing-restored', 'listing-deleted', 'user-suspended', 'user-unsuspended', 'user-deleted', 'seller-verified', 'payment-review-approved', 'payment-review-declined', 'review-hidden', 'listing-approved', 'listing-rejected', 'verification-declined'))
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`closed_at` integer,
	`outcome` text,
	`closed_by` text,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reports_target_check" CHECK("reports"."target_type" IN ('listing', 'user', 'conversation')),
	CONSTRAINT "reports_reason_check" CHECK("reports"."reason" IN ('scam', 'wrong-category', 'prohibited', 'misleading', 'offensive', 'duplicate', 'other')),
	CONSTRAINT "reports_outcome_check" CHECK("reports"."outcome" IN ('dismissed', 'listing-hidden', 'user-suspended', 'deleted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_open_unique` ON `reports` (`target_type`,`target_id`,`reporter_id`) WHERE "reports"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `reports_open_target_idx` ON `reports` (`target_type`,`target_id`,`created_at`) WHERE "reports"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `reports_reporter_created_idx` ON `reports` (`reporter_id`,`created_at`);--> statement-breakpoint
-- Conversation reports join the one queue of reports (issue 19), open and closed alike.
INSERT INTO `reports` (`id`, `target_type`, `target_id`, `reporter_id`, `reason`, `note`, `created_at`, `closed_at`, `outcome`)
  SELECT `id`, 'conversation', `conversation_id`, `reporter_id`, `reason`, `note`, `created_at`, `closed_at`,
    CASE WHEN `closed_at` IS NULL THEN NULL ELSE 'dismissed' END
  FROM `conversation_reports`;--> statement-breakpoint
DROP TABLE `conversation_reports`;--> statement-breakpoint
DROP INDEX `products_listed_newest_idx`;--> statement-breakpoint
DROP INDEX `products_listed_category_idx`;--> statement-breakpoint
DROP INDEX `products_listed_price_idx`;--> statement-breakpoint
DROP INDEX `products_listed_category_price_idx`;--> statement-breakpoint
DROP INDEX `products_listed_condition_idx`;--> statement-breakpoint
DROP INDEX `products_listed_seller_idx`;--> statement-breakpoint
DROP INDEX `products_listed_district_idx`;--> statement-breakpoint
DROP INDEX `products_listed_division_idx`;--> statement-breakpoint
DROP INDEX `products_listed_brand_idx`;--> statement-breakpoint
DROP INDEX `products_listed_type_idx`;--> statement-breakpoint
DROP INDEX `products_listed_tons_idx`;--> statement-breakpoint
DROP INDEX `products_listed_inverter_idx`;--> statement-breakpoint
DROP INDEX `products_listed_tons_inverter_idx`;--> statement-breakpoint
DROP INDEX `products_advertised_idx`;--> statement-breakpoint
ALTER TABLE `products` ADD `moderation` text;--> statement-breakpoint
ALTER TABLE `products` ADD `moderation_reason` text;--> statement-breakpoint
ALTER TABLE `products` ADD `seller_suspended` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `products_listed_newest_idx` ON `products` (`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_category_idx` ON `products` (`category_id`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_price_idx` ON `products` (`price_minor`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_category_price_idx` ON `products` (`category_id`,`price_minor`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_condition_idx` ON `products` (`condition`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_seller_idx` ON `products` (`seller_id`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_district_idx` ON `products` (`district`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_division_idx` ON `products` (`division`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_brand_idx` ON `products` (`brand`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_type_idx` ON `products` (`ac_type`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_tons_idx` ON `products` (`tons`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_inverter_idx` ON `products` (`inverter`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_tons_inverter_idx` ON `products` (`tons`,`inverter`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_advertised_idx` ON `products` (`created_at`,`id`) WHERE "products"."advertise" = 1 AND "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_until` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspension_reason` text;--> statement-breakpoint
CREATE INDEX `users_suspension_end_idx` ON `users` (`suspended_until`) WHERE "users"."suspended_at" IS NOT NULL;--> statement-breakpoint
-- The search index follows the listed predicate (db/listed.ts): a hidden listing, or one of a
-- suspended seller, leaves it as a sold one does. Migration 0003's triggers, with the new predicate.
DROP TRIGGER `product_terms_insert`;--> statement-breakpoint
DROP TRIGGER `product_terms_delete`;--> statement-breakpoint
DROP TRIGGER `product_terms_update`;--> statement-breakpoint
CREATE TRIGGER `product_terms_insert` AFTER INSERT ON `products` WHEN new.paid = 0 AND new.removed_at IS NULL AND new.moderation IS NULL AND new.seller_suspended = 0 BEGIN
  INSERT OR IGNORE INTO product_terms_by_date SELECT value, new.created_at, new.rowid FROM json_each(new.search_terms);
  INSERT OR IGNORE INTO product_terms_by_price SELECT value, new.price_minor, new.rowid FROM json_each(new.search_terms);
END;
--> statement-breakpoint
CREATE TRIGGER `product_terms_delete` AFTER DELETE ON `products` WHEN old.paid = 0 AND old.removed_at IS NULL AND old.moderation IS NULL AND old.seller_suspended = 0 BEGIN
  DELETE FROM product_terms_by_date WHERE term IN (SELECT value FROM json_each(old.search_terms)) AND created_at = old.created_at AND pid = old.rowid;
  DELETE FROM product_terms_by_price WHERE term IN (SELECT value FROM json_each(old.search_terms)) AND price_minor = old.price_minor AND pid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `product_terms_update` AFTER UPDATE OF search_terms, price_minor, created_at, paid, removed_at, moderation, seller_suspended ON `products`
WHEN old.search_terms IS NOT new.search_terms OR old.price_minor IS NOT new.price_minor OR old.created_at IS NOT new.created_at
  OR old.paid IS NOT new.paid OR old.removed_at IS NOT new.removed_at
  OR old.moderation IS NOT new.moderation OR old.seller_suspended IS NOT new.seller_suspended BEGIN
  DELETE FROM product_terms_by_date WHERE old.paid = 0 AND old.removed_at IS NULL AND old.moderation IS NULL AND old.seller_suspended = 0
    AND term IN (SELECT value FROM json_each(old.search_terms)) AND created_at = old.created_at AND pid = old.rowid;
  DELETE FROM product_terms_by_price WHERE old.paid = 0 AND old.removed_at IS NULL AND old.moderation IS NULL AND old.seller_suspended = 0
    AND term IN (SELECT value FROM json_each(old.search_terms)) AND price_minor = old.price_minor AND pid = old.rowid;
  INSERT OR IGNORE INTO product_terms_by_date SELECT value, new.created_at, new.rowid FROM json_each(new.search_terms)
    WHERE new.paid = 0 AND new.removed_at IS NULL AND new.moderation IS NULL AND new.seller_suspended = 0;
  INSERT OR IGNORE INTO product_terms_by_price SELECT value, new.price_minor, new.rowid FROM json_each(new.search_terms)
    WHERE new.paid = 0 AND new.removed_at IS NULL AND new.moderation IS NULL AND new.seller_suspended = 0;
END;
