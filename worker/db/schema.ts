/**
 * The whole D1 schema. Money is stored as integer minor units (cents), times as epoch milliseconds.
 * Partial indexes cover exactly the rows the public lists read, so list cost does not grow with
 * sold or removed products (docs/architecture.md section 5).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  alertFrequencies,
  auditActions,
  inspectionStates,
  inspectionVerdicts,
  conditions,
  disputeReasons,
  moderationStates,
  notificationChannels,
  notificationKinds,
  paymentStatuses,
  payoutMethods,
  refundStates,
  reportOutcomes,
  reportReasons,
  reportTargets,
  roles,
  verificationOutcomes,
} from '../../shared/domain';
import { acBrands, acTypes } from '../../shared/unit-specs';
import { districtIds, divisionIds } from '../../shared/places';
import { advertisedWhere, archivableLapsedWhere, archivableSoldWhere, listedWhere, sqlList } from './listed';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export type { Condition, Role } from '../../shared/domain';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * The Firebase uid (`sub`) the account belongs to: accounts are found by it, never by e-mail.
     * Null only for rows made before uids were stored, until their owner signs in with a verified
     * e-mail (docs/decisions/007-identity-and-money.md).
     */
    firebaseUid: text('firebase_uid'),
    /** Stored lower-cased: one account per e-mail. The last verified address its owner signed in with. */
    email: text('email').notNull(),
    /** Whether the e-mail of the owner's latest sign-in was verified; privilege needs it. */
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    role: text('role', { enum: roles }).notNull().default('buyer'),
    /** An admin made this account a technician (Inspected by Thanda), beside its role; they may take it back. */
    technician: integer('technician', { mode: 'boolean' }).notNull().default(false),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    /** Set when an admin deletes the user: the account stays blocked and keeps its history. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    /**
     * Set while an admin has suspended the user (trust and safety): they sign in and read, but
     * cannot list, book, pay or message, and their listings leave the public lists. Until
     * `suspendedUntil` if set (the minute cron lifts it then), else until an admin lifts it.
     */
    suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
    suspendedUntil: integer('suspended_until', { mode: 'timestamp_ms' }),
    suspensionReason: text('suspension_reason'),
    /** The seller's shown reviews, kept with each review's write: cards show the rating without a join. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    /** Suspensions to lift: the cron finds them without reading other users. */
    index('users_suspension_end_idx')
      .on(t.suspendedUntil)
      .where(sql`${t.suspendedAt} IS NOT NULL`),
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_firebase_uid_unique').on(t.firebaseUid),
    /** The technicians an admin assigns inspections to, without reading other users. */
    index('users_technician_idx')
      .on(t.name)
      .where(sql`${t.technician} = 1 AND ${t.deletedAt} IS NULL`),
    index('users_role_created_idx')
      .on(t.role, t.createdAt)
      .where(sql`${t.deletedAt} IS NULL`),
    check('users_role_check', sql`${t.role} IN (${sqlList(roles)})`),
  ],
);

export const categories = sqliteTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  img: text('img').notNull(),
  about: text('about').notNull(),
  // The name and description in Bangla (docs/decisions/008-languages.md); without them a Bangla
  // screen shows the English ones.
  nameBn: text('name_bn'),
  aboutBn: text('about_bn'),
  position: integer('position').notNull().default(0),
});

/** Products that public lists show: not sold, not removed, not expired, not held back (db/listed.ts). */
const listed = listedWhere;

export const products = sqliteTable(
  'products',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    about: text('about').notNull(),
    priceMinor: integer('price_minor').notNull(),
    originalPriceMinor: integer('original_price_minor').notNull(),
    purchaseYear: integer('purchase_year').notNull(),
    condition: text('condition', { enum: conditions }).notNull().default('good'),
    location: text('location').notNull(),
    /**
     * Where it is (shared/places.ts): the district the seller picked, or the one the location names;
     * null for an old listing whose location names none. The division follows the district.
     */
    district: text('district', { enum: districtIds }),
    division: text('division', { enum: divisionIds }),
    phone: text('phone').notNull(),
    /**
     * The unit's specifications (shared/domain.ts), each optional: listings from before they
     * existed, and sellers who do not know, leave them out. No capacity for an air cooler.
     */
    brand: text('brand', { enum: acBrands }),
    acType: text('ac_type', { enum: acTypes }),
    tons: real('tons'),
    inverter: integer('inverter', { mode: 'boolean' }),
    warrantyMonths: integer('warranty_months'),
    img: text('img').notNull(),
    /** The R2 key behind `img`, so the image leaves with the product. */
    imageKey: text('image_key'),
    advertise: integer('advertise', { mode: 'boolean' }).notNull().default(false),
    /** The seller is open to offers: shown on the card and the listing page. */
    negotiable: integer('negotiable', { mode: 'boolean' }).notNull().default(false),
    /** Sold: final, set only by a confirmed payment or by the seller marking it sold. */
    paid: integer('paid', { mode: 'boolean' }).notNull().default(false),
    soldAt: integer('sold_at', { mode: 'timestamp_ms' }),
    /** Payment hold: the booking that may pay until `holdUntil` (docs/architecture.md section 6). */
    holdBookingId: text('hold_booking_id'),
    holdUntil: integer('hold_until', { mode: 'timestamp_ms' }),
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    /**
     * An admin holds the listing back (domain.ts `moderationStates`), with the reason its seller
     * sees. No CHECK: adding one would rebuild the table, and with it the search index's row ids.
     */
    moderation: text('moderation', { enum: moderationStates }),
    moderationReason: text('moderation_reason'),
    /** Its seller is suspended: copied here so the public lists' partial indexes leave it out. */
    sellerSuspended: integer('seller_suspended', { mode: 'boolean' }).notNull().default(false),
    /**
     * What search finds the listing by (listings/search-terms.ts), written with its name,
     * description and place. Migration 0003's triggers copy it into the search index while the
     * product is listed.
     */
    searchTerms: text('search_terms', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    /**
     * Listings that stay fresh (docs/decisions/028): when its seller last said it is available (publishing
     * or renewing it), when it expires (LISTING_DAYS after that), and when the cron found it expired,
     * which takes it off every public list until it is renewed.
     */
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    expiredAt: integer('expired_at', { mode: 'timestamp_ms' }),
    /** When its promotion (`advertise`) ends: PROMOTION_DAYS after it was bought or renewed. */
    advertisedUntil: integer('advertised_until', { mode: 'timestamp_ms' }),
    /**
     * Inspected by Thanda (issue 62): the passed report the listing shows, and when it was made. Set
     * when the report is recorded; cleared when it is INSPECTION_REPORT_DAYS old (the cron) or the
     * listing's specifications change, so the cards and the "Inspected only" filter read no join.
     */
    inspected: integer('inspected', { mode: 'boolean' }).notNull().default(false),
    inspectionId: text('inspection_id'),
    inspectedAt: integer('inspected_at', { mode: 'timestamp_ms' }),
    /**
     * Archived (docs/decisions/037): sold over ARCHIVE_SOLD_DAYS or expired over ARCHIVE_EXPIRED_DAYS
     * ago, its whole record written to R2 (`listing-archive/<month>.jsonl`, these bytes of it) and
     * its description, contact, place and photos' rows gone from D1. The row stays as a stub: its
     * bookings, payments, conversations and inspections refer to it, and the fair-price band reads it.
     */
    archivedAt: integer('archived_at', { mode: 'timestamp_ms' }),
    archiveMonth: text('archive_month'),
    archiveOffset: integer('archive_offset'),
    archiveLength: integer('archive_length'),
  },
  (t) => [
    index('products_listed_newest_idx').on(t.createdAt, t.id).where(listed(t)),
    index('products_listed_category_idx').on(t.categoryId, t.createdAt, t.id).where(listed(t)),
    index('products_listed_price_idx').on(t.priceMinor, t.id).where(listed(t)),
    index('products_listed_category_price_idx').on(t.categoryId, t.priceMinor, t.id).where(listed(t)),
    index('products_listed_condition_idx').on(t.condition, t.createdAt, t.id).where(listed(t)),
    index('products_listed_seller_idx').on(t.sellerId, t.createdAt, t.id).where(listed(t)),
    index('products_listed_district_idx').on(t.district, t.createdAt, t.id).where(listed(t)),
    index('products_listed_division_idx').on(t.division, t.createdAt, t.id).where(listed(t)),
    index('products_listed_brand_idx').on(t.brand, t.createdAt, t.id).where(listed(t)),
    index('products_listed_type_idx').on(t.acType, t.createdAt, t.id).where(listed(t)),
    index('products_listed_tons_idx').on(t.tons, t.createdAt, t.id).where(listed(t)),
    index('products_listed_inverter_idx').on(t.inverter, t.createdAt, t.id).where(listed(t)),
    /** The pair buyers pick together ("1.5 tons, inverter"), newest first without a sort. */
    index('products_listed_tons_inverter_idx').on(t.tons, t.inverter, t.createdAt, t.id).where(listed(t)),
    /** "Inspected only", newest or cheapest first without a sort, and within a category (npm run bench:inspected). */
    index('products_listed_inspected_idx').on(t.inspected, t.createdAt, t.id).where(listed(t)),
    index('products_listed_inspected_price_idx').on(t.inspected, t.priceMinor, t.id).where(listed(t)),
    index('products_listed_category_inspected_idx').on(t.categoryId, t.inspected, t.createdAt, t.id).where(listed(t)),
    /** Reports to let lapse: the cron finds them without reading uninspected products. */
    index('products_inspected_idx')
      .on(t.inspectedAt)
      .where(sql`${t.inspected} = 1`),
    index('products_advertised_idx').on(t.createdAt, t.id).where(advertisedWhere(t)),
    /**
     * The fair-price band's comparables (worker/advisor/price-band.ts): one seek per capacity and year,
     * newest first, for the asking prices of listed units and for completed sales.
     */
    index('products_listed_comparables_idx')
      .on(t.acType, t.inverter, t.tons, t.purchaseYear, t.createdAt)
      .where(listed(t)),
    index('products_sold_comparables_idx')
      .on(t.acType, t.inverter, t.tons, t.purchaseYear, t.soldAt)
      .where(sql`${t.paid} = 1`),
    /** Listings to expire, and to remind their sellers of first, soonest first (the cron). */
    index('products_listed_expiry_idx').on(t.expiresAt).where(listed(t)),
    /** Promotions to end: the cron finds them without reading products that are not advertised. */
    index('products_promotion_end_idx')
      .on(t.advertisedUntil)
      .where(sql`${t.advertise} = 1`),
    index('products_seller_idx').on(t.sellerId, t.createdAt),
    /** Sales and lapsed listings to archive, oldest first (the cron), without reading archived ones. */
    index('products_archivable_sold_idx').on(t.soldAt).where(archivableSoldWhere(t)),
    index('products_archivable_expired_idx').on(t.expiredAt).where(archivableLapsedWhere(t)),
    /** Whether anything still shows an image, before it is deleted. */
    index('products_image_idx').on(t.imageKey),
    /** Listings waiting for an admin's review (LISTING_REVIEW), oldest first. */
    index('products_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.moderation} = 'pending'`),
    /** Holds to lapse: the cron finds them without reading unheld products. */
    index('products_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.holdBookingId} IS NOT NULL`),
    check('products_condition_check', sql`${t.condition} IN (${sqlList(conditions)})`),
    check('products_price_check', sql`${t.priceMinor} >= 0 AND ${t.originalPriceMinor} >= 0`),
  ],
);

/**
 * A listing's photos after its cover (`products.img`, the SPEC's field), in the seller's order:
 * positions 1 to 7. Stored by key, as the cover is, so an image shown here is never cleaned up.
 */
export const productPhotos = sqliteTable(
  'product_photos',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    img: text('img').notNull(),
    imageKey: text('image_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index('product_photos_image_idx').on(t.imageKey)],
);

/**
 * The picture keys an archived listing's photos showed (their `product_photos` rows left with it),
 * so the image clean-up still sees them as shown (images/image-uploads.ts `showsImage`).
 */
export const archivedPhotos = sqliteTable('archived_photos', {
  imageKey: text('image_key').primaryKey(),
});

/**
 * The archive's month objects (`listing-archive/<month>.jsonl` in R2): how many bytes of each are
 * committed (records past them are a crashed run's, overwritten by the next), and the run holding
 * the month while it appends (a lease, so two overlapping crons never write one object at once).
 */
export const archiveMonths = sqliteTable('archive_months', {
  month: text('month').primaryKey(),
  bytes: integer('bytes').notNull().default(0),
  /** Records appended (a listing that stopped being due as its run committed leaves an unused one). */
  records: integer('records').notNull().default(0),
  writer: text('writer'),
  writerUntil: integer('writer_until', { mode: 'timestamp_ms' }),
});

export const bookings = sqliteTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    /** Copied from the product so a seller's buyers list needs no join to find its rows. */
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    /** The price when booked; payment always charges the product's current price. */
    priceMinor: integer('price_minor').notNull(),
    paymentIntentId: text('payment_intent_id'),
    /**
     * The intent the reconciliation already asked the gateway about after its hold ended
     * (payments/reconciliation.ts): a lost IPN and return are looked at once, not every minute.
     */
    checkedIntentId: text('checked_intent_id'),
    /** When this booking's latest hold ends (or ended): a new hold waits a while after it. */
    lastHoldUntil: integer('last_hold_until', { mode: 'timestamp_ms' }),
    /** Holds taken in a row, each less than a day after the one before: a few, then a day's wait. */
    holdsInRow: integer('holds_in_row').notNull().default(0),
    paid: integer('paid', { mode: 'boolean' }).notNull().default(false),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    /** Settled at the meet-up: the seller marked the product sold to this buyer (payments/in-person.ts). */
    paidInPerson: integer('paid_in_person', { mode: 'boolean' }).notNull().default(false),
    /**
     * The buyer confirmed an in-person sale from their own account: only then does it let them
     * review the seller, so a seller cannot sell to a second account of theirs and review themselves.
     */
    purchaseConfirmedAt: integer('purchase_confirmed_at', { mode: 'timestamp_ms' }),
    /** Set when a payment for this booking was refused after the money moved, and refunded. */
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    refundReason: text('refund_reason'),
    /**
     * A payment the gateway flagged (SSLCOMMERZ's risk_level 1), waiting for an admin to accept or
     * refund it; the product stays held for this booking meanwhile (payments/risk-checks.ts).
     */
    reviewTransactionId: text('review_transaction_id'),
    reviewReason: text('review_reason'),
    /** The buyer cancelled it (docs/architecture.md section 9); booking the product again reopens it. */
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_buyer_product_unique').on(t.buyerId, t.productId),
    index('bookings_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('bookings_seller_created_idx').on(t.sellerId, t.createdAt),
    index('bookings_product_idx').on(t.productId),
    index('bookings_in_review_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewTransactionId} IS NOT NULL`),
    index('bookings_unanswered_idx')
      .on(t.lastHoldUntil)
      .where(
        sql`${t.paymentIntentId} IS NOT NULL AND ${t.paid} = 0 AND ${t.checkedIntentId} IS NOT ${t.paymentIntentId}`,
      ),
  ],
);

export const wishlistItems = sqliteTable(
  'wishlist_items',
  {
    id: text('id').primaryKey(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    paid: integer('paid', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_buyer_product_unique').on(t.buyerId, t.productId),
    index('wishlist_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('wishlist_product_idx').on(t.productId),
  ],
);

/**
 * A transfer to a seller of what Thanda owed them, made outside Thanda (bKash, Nagad or a bank) and
 * recorded by an admin with its reference; it pays out every payment owed to the seller at that time.
 */
export const payouts = sqliteTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: payoutMethods }).notNull(),
    /** The transfer's own reference (a bKash TrxID, a bank's), as the seller sees it on their statement. */
    reference: text('reference').notNull(),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_seller_created_idx').on(t.sellerId, t.createdAt),
    uniqueIndex('payouts_reference_unique').on(t.method, t.reference),
    check('payouts_method_check', sql`${t.method} IN (${sqlList(payoutMethods)})`),
    check('payouts_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** `in-person`: the seller's record of a sale settled at the meet-up (no money moved through Thanda). */
    gateway: text('gateway', { enum: ['stripe', 'demo', 'sslcommerz', 'in-person'] }).notNull(),
    /** `succeeded` made a sale; `refunded` was refused after the money moved, or refunded in full after a dispute. */
    status: text('status', { enum: paymentStatuses }).notNull().default('succeeded'),
    refundReason: text('refund_reason'),
    /** The gateway's id of the refund. */
    refundId: text('refund_id'),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    /** Where the refund stands with the gateway; null when nothing is refunded. */
    refundState: text('refund_state', { enum: refundStates }),
    /**
     * Where the money paid is (Thanda Protect, docs/decisions/027-thanda-protect.md), in minor units:
     * held by Thanda, owed to the seller, paid out to them, refunded to the buyer, or Thanda's fee.
     * A CHECK keeps them summing to the amount paid, so no amount is in two states or in none.
     * An in-person sale moved no money through Thanda: all zero.
     */
    heldMinor: integer('held_minor').notNull().default(0),
    owedMinor: integer('owed_minor').notNull().default(0),
    paidOutMinor: integer('paid_out_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    feeMinor: integer('fee_minor').notNull().default(0),
    /** Thanda's fee rate when the buyer paid (THANDA_FEE_PERCENT, as shown to both), in basis points. */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    /** The seller marked the unit handed over: the buyer's 72 hours to dispute start. */
    handedOverAt: integer('handed_over_at', { mode: 'timestamp_ms' }),
    /** When the held money goes to the seller by itself, unless disputed (handed over + 72 h). */
    releaseDueAt: integer('release_due_at', { mode: 'timestamp_ms' }),
    /** The buyer confirmed "received, installed and cooling". */
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }),
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
    disputedAt: integer('disputed_at', { mode: 'timestamp_ms' }),
    disputeReason: text('dispute_reason', { enum: disputeReasons }),
    disputeDetails: text('dispute_details'),
    /** The buyer's photos of the problem: a JSON array of their uploads' URLs. */
    disputePhotos: text('dispute_photos', { mode: 'json' }).$type<string[]>(),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    resolvedBy: text('resolved_by').references(() => users.id),
    /** The admin's reason for the outcome, which both people read. */
    resolution: text('resolution'),
    payoutId: text('payout_id').references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_transaction_unique').on(t.transactionId),
    /** A booking is paid at most once, and so a product is sold at most once; refunds do not count. */
    uniqueIndex('payments_booking_succeeded_unique')
      .on(t.bookingId)
      .where(sql`${t.status} = 'succeeded'`),
    uniqueIndex('payments_product_succeeded_unique')
      .on(t.productId)
      .where(sql`${t.status} = 'succeeded'`),
    index('payments_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('payments_seller_created_idx').on(t.sellerId, t.createdAt),
    index('payments_refunded_idx')
      .on(t.refundedAt)
      .where(sql`${t.status} = 'refunded'`),
    index('payments_refund_pending_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundState} IN ('requested', 'processing')`),
    index('payments_release_due_idx')
      .on(t.releaseDueAt)
      .where(sql`${t.heldMinor} > 0 AND ${t.disputedAt} IS NULL`),
    index('payments_disputes_idx')
      .on(t.disputedAt)
      .where(sql`${t.disputedAt} IS NOT NULL AND ${t.resolvedAt} IS NULL`),
    index('payments_owed_idx')
      .on(t.sellerId)
      .where(sql`${t.owedMinor} > 0`),
    check(
      'payments_money_check',
      sql`${t.heldMinor} >= 0 AND ${t.owedMinor} >= 0 AND ${t.paidOutMinor} >= 0 AND ${t.refundedMinor} >= 0 AND ${t.feeMinor} >= 0
        AND ${t.heldMinor} + ${t.owedMinor} + ${t.paidOutMinor} + ${t.refundedMinor} + ${t.feeMinor}
          = CASE WHEN ${t.gateway} = 'in-person' THEN 0 ELSE ${t.amountMinor} END
        AND (${t.status} = 'succeeded' OR ${t.refundedMinor} = ${t.amountMinor} OR ${t.gateway} = 'in-person')`,
    ),
    check('payments_status_check', sql`${t.status} IN (${sqlList(paymentStatuses)})`),
  ],
);

/**
 * Who uploaded each stored image (images are stored by content, so one key may have several
 * uploaders). A listing may show only an image its own seller uploaded.
 */
export const imageUploads = sqliteTable(
  'image_uploads',
  {
    imageKey: text('image_key').notNull(),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => users.id),
    uploadedAt: createdAt(),
    /** The picture's size in pixels, which link previews announce (null until `copies` is known). */
    width: integer('width'),
    height: integer('height'),
    /**
     * Whether its copies (shared/image-variant-sizes.ts) were made: false for a picture the Worker
     * cannot copy (GIF, AVIF, too large), null for an upload from before every copy was made, which
     * the hourly Cron Trigger then makes (images/image-copies.ts).
     */
    copies: integer('copies', { mode: 'boolean' }),
    /** The Cron Trigger's runs that tried its copies while `copies` was null (it gives up after a few). */
    copyAttempts: integer('copy_attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.imageKey, t.uploaderId] }),
    index('image_uploads_uploaded_idx').on(t.uploadedAt),
    /** Uploads whose copies are still to be made, oldest first. */
    index('image_uploads_uncopied_idx')
      .on(t.uploadedAt)
      .where(sql`${t.copies} IS NULL`),
  ],
);

/** Stripe webhook events already handled, so a replayed event changes nothing. */
export const webhookEvents = sqliteTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * A buyer's conversation with a seller about one listing (docs/decisions/012-conversations.md): the
 * index of conversations. Its Durable Object orders the messages, keeps them in its own storage
 * and updates this row once per message before acknowledging it, so inboxes and unread counts read
 * D1 alone (docs/decisions/036-messages-in-conversation-storage.md).
 */
export const conversations = sqliteTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    /** Copied from the product so each side's inbox is one indexed read. */
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    /** The sequence number of the newest message (0: none yet); messages are numbered 1, 2, 3… */
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }),
    lastMessageText: text('last_message_text'),
    lastSenderId: text('last_sender_id'),
    /**
     * The newest message's client id: a send retried after its row here was written but before
     * its object stored it lands at the same number, not at a second one.
     */
    lastClientId: text('last_client_id'),
    /**
     * When the conversation's Durable Object acknowledged holding every message of `messages`
     * (decision 036); null until then. The rows of `messages` stay until a later migration drops it.
     */
    messagesMovedAt: integer('messages_moved_at', { mode: 'timestamp_ms' }),
    /** The newest message each side has seen: unread counts, and the other side's read receipt. */
    buyerReadSeq: integer('buyer_read_seq').notNull().default(0),
    sellerReadSeq: integer('seller_read_seq').notNull().default(0),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    sellerUnread: integer('seller_unread').notNull().default(0),
    /** The participant who blocked the other: no messages either way until they unblock. */
    blockedBy: text('blocked_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_buyer_product_unique').on(t.buyerId, t.productId),
    index('conversations_buyer_recent_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_seller_recent_idx').on(t.sellerId, t.lastMessageAt),
    // What the move of messages into the Durable Objects has left: empty once it is done.
    index('conversations_messages_not_moved_idx')
      .on(t.id)
      .where(sql`${t.messagesMovedAt} IS NULL`),
  ],
);

/**
 * Where messages lived until decision 036: each conversation's Durable Object now keeps its own
 * (worker/conversations/message-store.ts). Read only by the move (`moveIn`), until it is done.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    /** The message's place in its conversation: the cursor a reconnecting client resumes after. */
    seq: integer('seq').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    /** Stored as typed; the SPA renders it as text. */
    text: text('text').notNull(),
    /** The sender's own id for the message, so a retried send is stored once. */
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_unique').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_unique').on(t.conversationId, t.senderId, t.clientId),
  ],
);

/**
 * A signed-in user's report of a listing, a user or a conversation, for the admins' moderation
 * queue (trust and safety); one open report per reporter and target. Its reporter sees how it was
 * closed.
 */
export const reports = sqliteTable(
  'reports',
  {
    id: text('id').primaryKey(),
    targetType: text('target_type', { enum: reportTargets }).notNull(),
    /** The listing's, user's or conversation's id. */
    targetId: text('target_id').notNull(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: reportReasons }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    /** Set when an admin closes the report, with what they did and who they were. */
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    outcome: text('outcome', { enum: reportOutcomes }),
    closedBy: text('closed_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('reports_open_unique')
      .on(t.targetType, t.targetId, t.reporterId)
      .where(sql`${t.closedAt} IS NULL`),
    /** The queue: open reports by target. */
    index('reports_open_target_idx')
      .on(t.targetType, t.targetId, t.createdAt)
      .where(sql`${t.closedAt} IS NULL`),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    check('reports_target_check', sql`${t.targetType} IN (${sqlList(reportTargets)})`),
    check('reports_reason_check', sql`${t.reason} IN (${sqlList(reportReasons)})`),
    check('reports_outcome_check', sql`${t.outcome} IN (${sqlList(reportOutcomes)})`),
  ],
);

/**
 * A buyer's review of a seller after a real sale (trust and safety): one per buyer and seller,
 * editable by its buyer for REVIEW_EDIT_DAYS, answered once by the seller, hidden (not deleted) by
 * an admin.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    /** The paid booking the review rests on: proof of the sale. */
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    rating: integer('rating').notNull(),
    text: text('text'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('reviews_buyer_seller_unique').on(t.buyerId, t.sellerId),
    /** A seller's shown reviews, newest first: the profile's pages. */
    index('reviews_seller_shown_idx')
      .on(t.sellerId, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} IS NULL`),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** Every admin action: who did what to which target, why and when. Written in the action's own batch. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: auditActions }).notNull(),
    targetType: text('target_type', {
      enum: ['listing', 'user', 'conversation', 'review', 'booking', 'payment', 'payout', 'inspection'],
    }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    /** When a suspension ends, for the entry that suspended someone until a date. */
    until: integer('until', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    check('audit_log_action_check', sql`${t.action} IN (${sqlList(auditActions)})`),
  ],
);

/**
 * A seller's request to be verified (trust and safety), with its evidence: a phone number
 * Firebase's phone provider confirmed, read from their ID token, and a note. One waits per seller
 * at a time; an admin verifies the seller or declines with a reason the seller reads.
 */
export const verificationRequests = sqliteTable(
  'verification_requests',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    /** E.164, as the seller's Firebase account holds it. */
    phone: text('phone').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedBy: text('decided_by').references(() => users.id),
    outcome: text('outcome', { enum: verificationOutcomes }),
    /** Why it was declined, shown to the seller. */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('verification_requests_open_unique')
      .on(t.sellerId)
      .where(sql`${t.decidedAt} IS NULL`),
    /** The queue: waiting requests, oldest first. */
    index('verification_requests_open_created_idx')
      .on(t.createdAt)
      .where(sql`${t.decidedAt} IS NULL`),
    index('verification_requests_seller_created_idx').on(t.sellerId, t.createdAt),
    /** Other sellers who gave the same number: the queue shows them beside a request. */
    index('verification_requests_phone_idx').on(t.phone, t.sellerId),
    check('verification_requests_outcome_check', sql`${t.outcome} IN (${sqlList(verificationOutcomes)})`),
  ],
);

/**
 * What a person is told (docs/decisions/028-notifications.md): one row per event and person, with what its
 * text needs (`params`) and where it leads. `key` names the event, so the same event twice (a retried
 * request, a notification form sent again) makes one row. `pushAt` and `smsAt` say when each channel
 * was done with (sent, or not wanted), so a retried delivery does not send twice.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    key: text('key').notNull(),
    params: text('params', { mode: 'json' })
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'`),
    /** The SPA's path it opens. */
    link: text('link').notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    pushAt: integer('push_at', { mode: 'timestamp_ms' }),
    smsAt: integer('sms_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_unique').on(t.userId, t.key),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    /** The bell's count: unread rows only. */
    index('notifications_user_unread_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.readAt} IS NULL`),
    check('notifications_kind_check', sql`${t.kind} IN (${sqlList(notificationKinds)})`),
  ],
);

/** A kind a person turned off (or on, for SMS) on one channel; no row: the channel's default. */
export const notificationPreferences = sqliteTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check('notification_preferences_kind_check', sql`${t.kind} IN (${sqlList(notificationKinds)})`),
    check('notification_preferences_channel_check', sql`${t.channel} IN (${sqlList(notificationChannels)})`),
  ],
);

/**
 * A person's delivery settings: quiet hours (minutes after midnight, Bangladesh time; push and SMS wait
 * until they end), the language pushes and texts are written in, and the phone number SMS goes to,
 * as Firebase confirmed it (read from an ID token, never typed).
 */
export const notificationSettings = sqliteTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  quietFrom: integer('quiet_from'),
  quietTo: integer('quiet_to'),
  language: text('language').notNull().default('en'),
  smsPhone: text('sms_phone'),
});

/** A browser's Web Push subscription, with the VAPID public key it was made for. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    vapidKey: text('vapid_key').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Each text sent: the daily cap counts them, and they are the record of what was paid for. */
export const smsSent = sqliteTable(
  'sms_sent',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id),
    phone: text('phone').notNull(),
    gatewayId: text('gateway_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_sent_notification_unique').on(t.notificationId),
    index('sms_sent_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A search of /allproduct saved with a name, and how its owner hears of new matches. The filters
 * matching is indexed by are copied into key columns where '*' means any, so a new listing finds its
 * candidates with one index lookup of at most 16 ranges however many searches are saved; the other
 * filters are checked on those candidates.
 */
export const savedSearches = sqliteTable(
  'saved_searches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** The list query as /allproduct sends it (shared/schemas/listings.ts `listQuerySchema`). */
    filters: text('filters', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    categoryKey: text('category_key').notNull().default('*'),
    districtKey: text('district_key').notNull().default('*'),
    tonsKey: text('tons_key').notNull().default('*'),
    inverterKey: text('inverter_key').notNull().default('*'),
    frequency: text('frequency', { enum: alertFrequencies }).notNull().default('instant'),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_match_idx')
      .on(t.categoryKey, t.districtKey, t.tonsKey, t.inverterKey)
      .where(sql`${t.frequency} <> 'off'`),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
    check('saved_searches_frequency_check', sql`${t.frequency} IN (${sqlList(alertFrequencies)})`),
  ],
);

/** A new listing a daily saved search matched, waiting for its digest. */
export const savedSearchMatches = sqliteTable(
  'saved_search_matches',
  {
    savedSearchId: text('saved_search_id')
      .notNull()
      .references(() => savedSearches.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.productId] })],
);

export type User = typeof users.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductPhoto = typeof productPhotos.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type WishlistItem = typeof wishlistItems.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
export type ImageUpload = typeof imageUploads.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type Report = typeof reports.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type Review = typeof reviews.$inferSelect;

/** The times a seller offers for an inspection of their listing (Inspected by Thanda). */
export const inspectionSlots = sqliteTable(
  'inspection_slots',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.startsAt] })],
);

/**
 * Inspected by Thanda (issue 62, docs/decisions/033-inspections.md): one inspection of a listing, from
 * its request (and fee) to its report. Its fee's payment and refund live here: it is no sale.
 */
export const inspections = sqliteTable(
  'inspections',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id),
    /** Copied from the product: the seller's own list needs no join. */
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    technicianId: text('technician_id').references(() => users.id),
    state: text('state', { enum: inspectionStates }).notNull().default('unpaid'),
    /** The seller's slot the requester chose. */
    slotAt: integer('slot_at', { mode: 'timestamp_ms' }).notNull(),
    /** The requester's number, for the gateway's checkout and for Thanda to reach them. */
    requesterPhone: text('requester_phone').notNull(),
    /**
     * Where the technician goes and whom they call, given by the seller when confirming the time: the
     * assigned technician reads them only until the inspection is done.
     */
    visitAddress: text('visit_address'),
    visitPhone: text('visit_phone'),
    feeMinor: integer('fee_minor').notNull(),
    currency: text('currency').notNull(),
    gateway: text('gateway', { enum: ['stripe', 'demo', 'sslcommerz'] }).notNull(),
    /** The gateway's checkout (SSLCOMMERZ's tran_id, the demo's intent) and the payment made under it. */
    intentId: text('intent_id'),
    transactionId: text('transaction_id'),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    scheduledAt: integer('scheduled_at', { mode: 'timestamp_ms' }),
    assignedAt: integer('assigned_at', { mode: 'timestamp_ms' }),
    doneAt: integer('done_at', { mode: 'timestamp_ms' }),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    cancelReason: text('cancel_reason'),
    /** The fee's refund with the gateway, when it was cancelled after being paid (as payments' refunds). */
    refundState: text('refund_state', { enum: refundStates }),
    refundId: text('refund_id'),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    /** The report (the checklist), written once by the assigned technician. */
    verdict: text('verdict', { enum: inspectionVerdicts }),
    coolingDropC: real('cooling_drop_c'),
    pressurePsi: real('pressure_psi'),
    compressorAmps: real('compressor_amps'),
    ratedAmps: real('rated_amps'),
    noiseOk: integer('noise_ok', { mode: 'boolean' }),
    leaksFound: integer('leaks_found', { mode: 'boolean' }),
    remoteOk: integer('remote_ok', { mode: 'boolean' }),
    displayOk: integer('display_ok', { mode: 'boolean' }),
    serialNumber: text('serial_number'),
    photos: text('photos', { mode: 'json' }).$type<string[]>(),
    notes: text('notes'),
    /** Whether the listing shows the report: at once when it passed; a failed one when its seller says. */
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    /** When the report stops standing: INSPECTION_REPORT_DAYS after it, or when the specifications changed. */
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    /** One inspection on its way per listing: the next buyer is offered it rather than a second. */
    uniqueIndex('inspections_open_unique')
      .on(t.productId)
      .where(sql`${t.state} IN ('requested', 'scheduled', 'assigned')`),
    uniqueIndex('inspections_transaction_unique').on(t.transactionId),
    index('inspections_product_idx').on(t.productId, t.createdAt),
    index('inspections_requester_idx').on(t.requesterId, t.createdAt),
    index('inspections_seller_idx').on(t.sellerId, t.createdAt),
    index('inspections_technician_idx').on(t.technicianId, t.slotAt),
    /** The admins' queue and the cron's sweep of inspections that never happened, by slot. */
    index('inspections_open_idx')
      .on(t.slotAt)
      .where(sql`${t.state} IN ('requested', 'scheduled', 'assigned')`),
    /** Requests whose fee was not paid in time, for the cron to close, oldest first. */
    index('inspections_unpaid_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'unpaid'`),
    index('inspections_refund_pending_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundState} IN ('requested', 'processing')`),
    check('inspections_state_check', sql`${t.state} IN (${sqlList(inspectionStates)})`),
    check('inspections_fee_check', sql`${t.feeMinor} > 0`),
  ],
);

export type Inspection = typeof inspections.$inferSelect;
