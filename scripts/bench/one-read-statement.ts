/**
 * The one-read baseline's statement (one-read-worker.ts): the newest 24 listed products. Its WHERE
 * is db/listed.ts's `listedWhere`, spelled out, so SQLite walks the partial index
 * products_listed_newest_idx as the catalogue's first page does; a predicate that differs from the
 * index's (one condition fewer) makes it scan the table, and every ratio to it look better than it
 * is. worker/db/listed.test.ts checks both: the predicate, and the plan.
 */
export const LISTED_PREDICATE =
  '"products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0';

export const NEWEST_LISTED = `SELECT * FROM products WHERE ${LISTED_PREDICATE} ORDER BY created_at DESC, id DESC LIMIT 24`;
