ALTER TABLE `products` ADD `search_terms` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
-- Search that stays flat however many listings match (docs/architecture.md section 5, decision 006): each
-- listed product's terms, kept in the order of each sort, so a page of matches is a walk down one
-- index that stops at the end of the page. Rows point at products.rowid to stay small; the
-- triggers below rebuild a product's rows from its search_terms whenever they could change.
CREATE TABLE `product_terms_by_date` (`term` text NOT NULL, `created_at` integer NOT NULL, `pid` integer NOT NULL, PRIMARY KEY (`term`, `created_at`, `pid`)) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `product_terms_by_price` (`term` text NOT NULL, `price_minor` integer NOT NULL, `pid` integer NOT NULL, PRIMARY KEY (`term`, `price_minor`, `pid`)) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `product_terms_insert` AFTER INSERT ON `products` WHEN new.paid = 0 AND new.removed_at IS NULL BEGIN
  INSERT OR IGNORE INTO product_terms_by_date SELECT value, new.created_at, new.rowid FROM json_each(new.search_terms);
  INSERT OR IGNORE INTO product_terms_by_price SELECT value, new.price_minor, new.rowid FROM json_each(new.search_terms);
END;
--> statement-breakpoint
CREATE TRIGGER `product_terms_delete` AFTER DELETE ON `products` WHEN old.paid = 0 AND old.removed_at IS NULL BEGIN
  DELETE FROM product_terms_by_date WHERE term IN (SELECT value FROM json_each(old.search_terms)) AND created_at = old.created_at AND pid = old.rowid;
  DELETE FROM product_terms_by_price WHERE term IN (SELECT value FROM json_each(old.search_terms)) AND price_minor = old.price_minor AND pid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `product_terms_update` AFTER UPDATE OF search_terms, price_minor, created_at, paid, removed_at ON `products`
WHEN old.search_terms IS NOT new.search_terms OR old.price_minor IS NOT new.price_minor OR old.created_at IS NOT new.created_at
  OR old.paid IS NOT new.paid OR old.removed_at IS NOT new.removed_at BEGIN
  DELETE FROM product_terms_by_date WHERE old.paid = 0 AND old.removed_at IS NULL
    AND term IN (SELECT value FROM json_each(old.search_terms)) AND created_at = old.created_at AND pid = old.rowid;
  DELETE FROM product_terms_by_price WHERE old.paid = 0 AND old.removed_at IS NULL
    AND term IN (SELECT value FROM json_each(old.search_terms)) AND price_minor = old.price_minor AND pid = old.rowid;
  INSERT OR IGNORE INTO product_terms_by_date SELECT value, new.created_at, new.rowid FROM json_each(new.search_terms)
    WHERE new.paid = 0 AND new.removed_at IS NULL;
  INSERT OR IGNORE INTO product_terms_by_price SELECT value, new.price_minor, new.rowid FROM json_each(new.search_terms)
    WHERE new.paid = 0 AND new.removed_at IS NULL;
END;
--> statement-breakpoint
-- Existing listings take their words from the FTS5 index this replaces, as its tokenizer saw them;
-- the next edit of a listing rewrites them with lib/search-terms.ts.
CREATE VIRTUAL TABLE `products_search_words` USING fts5vocab(products_search, 'instance');
--> statement-breakpoint
CREATE TABLE `product_terms_backfill` AS SELECT DISTINCT doc, term, col = 'location' AS place FROM products_search_words;
--> statement-breakpoint
CREATE INDEX `product_terms_backfill_doc` ON `product_terms_backfill` (doc);
--> statement-breakpoint
UPDATE products SET search_terms = (
  SELECT json_group_array(term) FROM (
    SELECT term FROM product_terms_backfill WHERE doc = products.rowid
    UNION SELECT 'l:' || term FROM product_terms_backfill WHERE doc = products.rowid AND place
  )
) WHERE rowid IN (SELECT doc FROM product_terms_backfill);
--> statement-breakpoint
DROP TABLE `product_terms_backfill`;
--> statement-breakpoint
DROP TABLE `products_search_words`;
--> statement-breakpoint
DROP TRIGGER `products_search_insert`;
--> statement-breakpoint
DROP TRIGGER `products_search_delete`;
--> statement-breakpoint
DROP TRIGGER `products_search_update`;
--> statement-breakpoint
DROP TABLE `products_search`;
