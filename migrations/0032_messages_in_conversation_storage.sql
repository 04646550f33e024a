-- Messages move into each conversation's Durable Object (docs/decisions/036): the conversation keeps its
-- newest message's client id (a retried send lands once) and when its object took its messages; the
-- partial index lists what the move has left. `messages` stays until every conversation has moved.
ALTER TABLE `conversations` ADD `last_client_id` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `messages_moved_at` integer;--> statement-breakpoint
CREATE INDEX `conversations_messages_not_moved_idx` ON `conversations` (`id`) WHERE "conversations"."messages_moved_at" IS NULL;