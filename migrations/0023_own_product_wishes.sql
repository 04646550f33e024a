-- The wish list now refuses a seller's own product (services/wishlist.ts addWish); items a seller
-- added for their own product before that leave their list. No booking or payment refers to them.
DELETE FROM `wishlist_items`
WHERE `product_id` IN (
  SELECT `products`.`id` FROM `products` WHERE `products`.`seller_id` = `wishlist_items`.`buyer_id`
);
