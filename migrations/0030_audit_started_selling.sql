-- Anyone can sell (issue 64): a buyer who starts selling is recorded in the audit log, with their own
-- account as its actor. SQLite changes a CHECK only by rebuilding its table; nothing refers to the
-- audit log, so it is copied, dropped and renamed with every entry kept.
CREATE TABLE `__new_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reason` text,
	`until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "audit_log_action_check" CHECK("action" IN ('report-dismissed', 'listing-hidden', 'listing-restored', 'listing-deleted', 'listing-marked-sold', 'user-suspended', 'user-unsuspended', 'user-deleted', 'seller-verified', 'payment-review-approved', 'payment-review-declined', 'review-hidden', 'listing-approved', 'listing-rejected', 'verification-declined', 'dispute-released', 'dispute-refunded', 'dispute-partly-refunded', 'payout-recorded', 'user-started-selling'))
);
--> statement-breakpoint
INSERT INTO `__new_audit_log`("id", "admin_id", "action", "target_type", "target_id", "reason", "until", "created_at") SELECT "id", "admin_id", "action", "target_type", "target_id", "reason", "until", "created_at" FROM `audit_log`;--> statement-breakpoint
DROP TABLE `audit_log`;--> statement-breakpoint
ALTER TABLE `__new_audit_log` RENAME TO `audit_log`;--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`,`id`);