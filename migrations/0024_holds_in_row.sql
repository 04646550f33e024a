-- A booking may hold its product a few times in a row, then waits a day (services/payments/fulfilment.ts
-- holdWrite): the holds it takes in a row are counted from here on; bookings start at none.
ALTER TABLE `bookings` ADD `holds_in_row` integer DEFAULT 0 NOT NULL;
