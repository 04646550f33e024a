-- A block is between two people, not about one listing (docs/decisions/012-conversations.md): a
-- pair's conversations that an earlier block left open are blocked by the same person. Where each
-- of the two blocked one, each open conversation takes the earliest-created blocked one's blocker.
UPDATE `conversations`
SET `blocked_by` = (
  SELECT `other`.`blocked_by` FROM `conversations` AS `other`
  WHERE `other`.`blocked_by` IS NOT NULL
    AND ((`other`.`buyer_id` = `conversations`.`buyer_id` AND `other`.`seller_id` = `conversations`.`seller_id`)
      OR (`other`.`buyer_id` = `conversations`.`seller_id` AND `other`.`seller_id` = `conversations`.`buyer_id`))
  ORDER BY `other`.`created_at`, `other`.`id`
  LIMIT 1
)
WHERE `blocked_by` IS NULL
  AND EXISTS (
    SELECT 1 FROM `conversations` AS `other`
    WHERE `other`.`blocked_by` IS NOT NULL
      AND ((`other`.`buyer_id` = `conversations`.`buyer_id` AND `other`.`seller_id` = `conversations`.`seller_id`)
        OR (`other`.`buyer_id` = `conversations`.`seller_id` AND `other`.`seller_id` = `conversations`.`buyer_id`))
  );
