-- Listings that stay fresh (issue 60): an expired listing (`expired_at`, set by the cron when its
-- `expires_at` passed) leaves every public list, so the listed predicate (db/listed.ts) gains
-- `expired_at IS NULL` and its partial indexes are rebuilt; the cron finds listings to expire and to
-- remind by `expires_at`, and promotions to end by `advertised_until`.
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
CREATE INDEX `products_listed_expiry_idx` ON `products` (`expires_at`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_promotion_end_idx` ON `products` (`advertised_until`) WHERE "products"."advertise" = 1;--> statement-breakpoint
CREATE INDEX `products_listed_newest_idx` ON `products` (`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_category_idx` ON `products` (`category_id`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_price_idx` ON `products` (`price_minor`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_category_price_idx` ON `products` (`category_id`,`price_minor`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_condition_idx` ON `products` (`condition`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_seller_idx` ON `products` (`seller_id`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_district_idx` ON `products` (`district`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_division_idx` ON `products` (`division`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_brand_idx` ON `products` (`brand`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_type_idx` ON `products` (`ac_type`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_tons_idx` ON `products` (`tons`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_inverter_idx` ON `products` (`inverter`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_tons_inverter_idx` ON `products` (`tons`,`inverter`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_advertised_idx` ON `products` (`created_at`,`id`) WHERE "products"."advertise" = 1 AND "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
-- The search index follows the listed predicate: an expired listing leaves it as a sold one does, and
-- a renewed one (`expired_at` cleared) comes back. Migration 0012's triggers, with the new predicate.
DROP TRIGGER `product_terms_insert`;--> statement-breakpoint
DROP TRIGGER `product_terms_delete`;--> statement-breakpoint
DROP TRIGGER `product_terms_update`;--> statement-breakpoint
CREATE TRIGGER `product_terms_insert` AFTER INSERT ON `products` WHEN new.paid = 0 AND new.removed_at IS NULL AND new.expired_at IS NULL AND new.moderation IS NULL AND new.seller_suspended = 0 BEGIN
  INSERT OR IGNORE INTO product_terms_by_date SELECT value, new.created_at, new.rowid FROM json_each(new.search_terms);
  INSERT OR IGNORE INTO product_terms_by_price SELECT value, new.price_minor, new.rowid FROM json_each(new.search_terms);
END;
--> statement-breakpoint
CREATE TRIGGER `product_terms_delete` AFTER DELETE ON `products` WHEN old.paid = 0 AND old.removed_at IS NULL AND old.expired_at IS NULL AND old.moderation IS NULL AND old.seller_suspended = 0 BEGIN
  DELETE FROM product_terms_by_date WHERE term IN (SELECT value FROM json_each(old.search_terms)) AND created_at = old.created_at AND pid = old.rowid;
  DELETE FROM product_terms_by_price WHERE term IN (SELECT value FROM json_each(old.search_terms)) AND price_minor = old.price_minor AND pid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `product_terms_update` AFTER UPDATE OF search_terms, price_minor, created_at, paid, removed_at, expired_at, moderation, seller_suspended ON `products`
WHEN old.search_terms IS NOT new.search_terms OR old.price_minor IS NOT new.price_minor OR old.created_at IS NOT new.created_at
  OR old.paid IS NOT new.paid OR old.removed_at IS NOT new.removed_at OR old.expired_at IS NOT new.expired_at
  OR old.moderation IS NOT new.moderation OR old.seller_suspended IS NOT new.seller_suspended BEGIN
  DELETE FROM product_terms_by_date WHERE old.paid = 0 AND old.removed_at IS NULL AND old.expired_at IS NULL AND old.moderation IS NULL AND old.seller_suspended = 0
    AND term IN (SELECT value FROM json_each(old.search_terms)) AND created_at = old.created_at AND pid = old.rowid;
  DELETE FROM product_terms_by_price WHERE old.paid = 0 AND old.removed_at IS NULL AND old.expired_at IS NULL AND old.moderation IS NULL AND old.seller_suspended = 0
    AND term IN (SELECT value FROM json_each(old.search_terms)) AND price_minor = old.price_minor AND pid = old.rowid;
  INSERT OR IGNORE INTO product_terms_by_date SELECT value, new.created_at, new.rowid FROM json_each(new.search_terms)
    WHERE new.paid = 0 AND new.removed_at IS NULL AND new.expired_at IS NULL AND new.moderation IS NULL AND new.seller_suspended = 0;
  INSERT OR IGNORE INTO product_terms_by_price SELECT value, new.price_minor, new.rowid FROM json_each(new.search_terms)
    WHERE new.paid = 0 AND new.removed_at IS NULL AND new.expired_at IS NULL AND new.moderation IS NULL AND new.seller_suspended = 0;
END;
