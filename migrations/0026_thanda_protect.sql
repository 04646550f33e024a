-- Thanda Protect (docs/decisions/027-thanda-protect.md): where each payment's money is, disputes,
-- the sellers' payouts; the audit log learns their actions (SQLite changes a CHECK only by rebuilding
-- its table, so audit_log and payments are copied, dropped and renamed with every row kept); a
-- booking remembers which payment the reconciliation already asked about; listings can be negotiable.
CREATE TABLE `payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`seller_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`method` text NOT NULL,
	`reference` text NOT NULL,
	`recorded_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payouts_method_check" CHECK("method" IN ('bkash', 'nagad', 'bank')),
	CONSTRAINT "payouts_amount_check" CHECK("amount_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX `payouts_seller_created_idx` ON `payouts` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_reference_unique` ON `payouts` (`method`,`reference`);--> statement-breakpoint
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
	CONSTRAINT "audit_log_action_check" CHECK("action" IN ('report-dismissed', 'listing-hidden', 'listing-restored', 'listing-deleted', 'listing-marked-sold', 'user-suspended', 'user-unsuspended', 'user-deleted', 'seller-verified', 'payment-review-approved', 'payment-review-declined', 'review-hidden', 'listing-approved', 'listing-rejected', 'verification-declined', 'dispute-released', 'dispute-refunded', 'dispute-partly-refunded', 'payout-recorded'))
);
--> statement-breakpoint
INSERT INTO `__new_audit_log`("id", "admin_id", "action", "target_type", "target_id", "reason", "until", "created_at") SELECT "id", "admin_id", "action", "target_type", "target_id", "reason", "until", "created_at" FROM `audit_log`;--> statement-breakpoint
DROP TABLE `audit_log`;--> statement-breakpoint
ALTER TABLE `__new_audit_log` RENAME TO `audit_log`;--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `checked_intent_id` text;--> statement-breakpoint
CREATE INDEX `bookings_unanswered_idx` ON `bookings` (`last_hold_until`) WHERE "bookings"."payment_intent_id" IS NOT NULL AND "bookings"."paid" = 0 AND "bookings"."checked_intent_id" IS NOT "bookings"."payment_intent_id";--> statement-breakpoint
CREATE TABLE `__new_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`transaction_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`product_id` text NOT NULL,
	`buyer_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`gateway` text NOT NULL,
	`status` text DEFAULT 'succeeded' NOT NULL,
	`refund_reason` text,
	`refund_id` text,
	`refunded_at` integer,
	`refund_state` text,
	`held_minor` integer DEFAULT 0 NOT NULL,
	`owed_minor` integer DEFAULT 0 NOT NULL,
	`paid_out_minor` integer DEFAULT 0 NOT NULL,
	`refunded_minor` integer DEFAULT 0 NOT NULL,
	`fee_minor` integer DEFAULT 0 NOT NULL,
	`fee_basis_points` integer DEFAULT 0 NOT NULL,
	`handed_over_at` integer,
	`release_due_at` integer,
	`received_at` integer,
	`released_at` integer,
	`disputed_at` integer,
	`dispute_reason` text,
	`dispute_details` text,
	`dispute_photos` text,
	`resolved_at` integer,
	`resolved_by` text,
	`resolution` text,
	`payout_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payments_money_check" CHECK("held_minor" >= 0 AND "owed_minor" >= 0 AND "paid_out_minor" >= 0 AND "refunded_minor" >= 0 AND "fee_minor" >= 0
        AND "held_minor" + "owed_minor" + "paid_out_minor" + "refunded_minor" + "fee_minor"
          = CASE WHEN "gateway" = 'in-person' THEN 0 ELSE "amount_minor" END
        AND ("status" = 'succeeded' OR "refunded_minor" = "amount_minor" OR "gateway" = 'in-person')),
	CONSTRAINT "payments_status_check" CHECK("status" IN ('succeeded', 'refunded'))
);
--> statement-breakpoint
-- Payments from before Thanda Protect were settled at once: a sale's money counts as paid out to its
-- seller (no fee was taken then), a refused payment's as refunded; an in-person sale moved none.
INSERT INTO `__new_payments`("id", "transaction_id", "booking_id", "product_id", "buyer_id", "seller_id", "amount_minor", "currency", "gateway", "status", "refund_reason", "refund_id", "refunded_at", "created_at", "refund_state", "paid_out_minor", "refunded_minor", "released_at")
SELECT "id", "transaction_id", "booking_id", "product_id", "buyer_id", "seller_id", "amount_minor", "currency", "gateway", "status", "refund_reason", "refund_id", "refunded_at", "created_at",
	CASE WHEN "status" = 'refunded' THEN (CASE WHEN "refund_id" IS NULL THEN 'requested' ELSE 'done' END) END,
	CASE WHEN "status" = 'succeeded' AND "gateway" <> 'in-person' THEN "amount_minor" ELSE 0 END,
	CASE WHEN "status" = 'refunded' AND "gateway" <> 'in-person' THEN "amount_minor" ELSE 0 END,
	CASE WHEN "status" = 'succeeded' AND "gateway" <> 'in-person' THEN "created_at" END
FROM `payments`;--> statement-breakpoint
DROP TABLE `payments`;--> statement-breakpoint
ALTER TABLE `__new_payments` RENAME TO `payments`;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_transaction_unique` ON `payments` (`transaction_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_booking_succeeded_unique` ON `payments` (`booking_id`) WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX `payments_product_succeeded_unique` ON `payments` (`product_id`) WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX `payments_buyer_created_idx` ON `payments` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_seller_created_idx` ON `payments` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_refunded_idx` ON `payments` (`refunded_at`) WHERE "payments"."status" = 'refunded';--> statement-breakpoint
CREATE INDEX `payments_refund_pending_idx` ON `payments` (`refunded_at`) WHERE "payments"."refund_state" IN ('requested', 'processing');--> statement-breakpoint
CREATE INDEX `payments_release_due_idx` ON `payments` (`release_due_at`) WHERE "payments"."held_minor" > 0 AND "payments"."disputed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `payments_disputes_idx` ON `payments` (`disputed_at`) WHERE "payments"."disputed_at" IS NOT NULL AND "payments"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX `payments_owed_idx` ON `payments` (`seller_id`) WHERE "payments"."owed_minor" > 0;--> statement-breakpoint
ALTER TABLE `products` ADD `negotiable` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Holds that had ended before reconciliation existed are not asked about again: it looks only at later ones.
UPDATE `bookings` SET `checked_intent_id` = `payment_intent_id` WHERE `payment_intent_id` IS NOT NULL AND `last_hold_until` <= (unixepoch('subsec') * 1000);
