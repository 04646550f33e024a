-- A suspension's end is kept beside the admin's reason instead of appended to it in English, so the
-- log can write the date in its reader's language. Entries written before carry it as
-- " (until <ISO date>)" at the end of the reason: it moves to the new column. (D1 refuses a GLOB
-- pattern this long, so the date is recognised by writing it back the way toISOString did.)
ALTER TABLE `audit_log` ADD `until` integer;--> statement-breakpoint
UPDATE `audit_log`
SET `until` = CAST(round(unixepoch(substr(`reason`, -25, 24), 'subsec') * 1000) AS INTEGER),
	`reason` = substr(`reason`, 1, length(`reason`) - 33)
WHERE `action` = 'user-suspended'
	AND substr(`reason`, -33, 8) = ' (until '
	AND substr(`reason`, -1) = ')'
	AND strftime('%Y-%m-%dT%H:%M:%fZ', substr(`reason`, -25, 24)) = substr(`reason`, -25, 24);
