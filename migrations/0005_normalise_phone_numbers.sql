-- Issue 15: phone numbers are Bangladeshi mobile numbers stored as +8801XXXXXXXXX and shown as
-- 01XXX-XXXXXX (worker/schemas/phone.ts). Numbers stored before the rule that read as one (with
-- spaces, dashes, dots or brackets, with or without +880) are stored that way now; anything else
-- stays as it was typed and is shown so.
UPDATE products SET phone = CASE
    WHEN replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+88' || replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
    WHEN replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '8801[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
    ELSE replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
  END
WHERE replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' OR replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '8801[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' OR replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '+8801[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
--> statement-breakpoint
UPDATE bookings SET phone = CASE
    WHEN replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+88' || replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
    WHEN replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '8801[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
    ELSE replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
  END
WHERE replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' OR replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '8801[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' OR replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') GLOB '+8801[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
