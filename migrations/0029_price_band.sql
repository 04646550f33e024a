-- The fair-price band (issue 61): comparable units are read one capacity and year at a time, newest
-- first and a few each, from the asking prices of listed units and from completed sales, so a band
-- costs the same however many listings there are (worker/advisor/price-band.ts).
CREATE INDEX `products_listed_comparables_idx` ON `products` (`ac_type`,`inverter`,`tons`,`purchase_year`,`created_at`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_sold_comparables_idx` ON `products` (`ac_type`,`inverter`,`tons`,`purchase_year`,`sold_at`) WHERE "products"."paid" = 1;