-- Full-text search over listings (docs/architecture.md section 5: search without scanning the catalogue).
-- An external-content FTS5 index over products, kept in step by triggers.
CREATE VIRTUAL TABLE `products_search` USING fts5(name, about, location, content='products', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `products_search_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO products_search(rowid, name, about, location) VALUES (new.rowid, new.name, new.about, new.location);
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO products_search(products_search, rowid, name, about, location) VALUES ('delete', old.rowid, old.name, old.about, old.location);
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_update` AFTER UPDATE OF name, about, location ON `products` BEGIN
  INSERT INTO products_search(products_search, rowid, name, about, location) VALUES ('delete', old.rowid, old.name, old.about, old.location);
  INSERT INTO products_search(rowid, name, about, location) VALUES (new.rowid, new.name, new.about, new.location);
END;
--> statement-breakpoint
INSERT INTO products_search(products_search) VALUES ('rebuild');
