CREATE TABLE `product_photos` (
	`product_id` text NOT NULL,
	`position` integer NOT NULL,
	`img` text NOT NULL,
	`image_key` text NOT NULL,
	PRIMARY KEY(`product_id`, `position`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_photos_image_idx` ON `product_photos` (`image_key`);--> statement-breakpoint
CREATE INDEX `products_listed_tons_inverter_idx` ON `products` (`tons`,`inverter`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL;