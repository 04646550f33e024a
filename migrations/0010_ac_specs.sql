ALTER TABLE `products` ADD `brand` text;--> statement-breakpoint
ALTER TABLE `products` ADD `ac_type` text;--> statement-breakpoint
ALTER TABLE `products` ADD `tons` real;--> statement-breakpoint
ALTER TABLE `products` ADD `inverter` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `warranty_months` integer;--> statement-breakpoint
CREATE INDEX `products_listed_brand_idx` ON `products` (`brand`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_listed_type_idx` ON `products` (`ac_type`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_listed_tons_idx` ON `products` (`tons`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `products_listed_inverter_idx` ON `products` (`inverter`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;