import type { RefusalRule } from './rule';

/** Listings, their photos and the wish list (worker/listings). */
export const listingRefusals = {
  'not-product-seller': { status: 403, message: /*i18n*/ 'Only the seller of this product can do that.' },
  'product-not-found': { status: 404, message: /*i18n*/ 'No product with that id.' },
  'product-sold': { status: 409, message: /*i18n*/ 'Sorry, this product has already been sold.' },
  // Sold or lapsed long ago and moved to the archive (docs/decisions/037): its page stays, nothing else.
  'listing-archived': {
    status: 410,
    message: /*i18n*/ 'This listing was sold or ended long ago and is archived: it can only be viewed now.',
  },
  'own-product-wished': { status: 403, message: /*i18n*/ 'You cannot add your own product to your wish list.' },
  'already-wished': { status: 409, message: /*i18n*/ 'This product is already in your wish list.' },
  'wish-not-found': { status: 404, message: /*i18n*/ 'No such item in your wish list.' },
  'listing-held': {
    status: 409,
    message: /*i18n*/ 'A buyer is paying for this product right now.',
    // A seller's change waits for the hold: what they tried, and the minutes left.
    variants: {
      change:
        /*i18n*/ 'A buyer is paying for this product right now, so you cannot change it. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      sell: /*i18n*/ 'A buyer is paying for this product right now, so you cannot mark it sold. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      delete:
        /*i18n*/ 'A buyer is paying for this product right now, so you cannot delete it. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    },
  },
  'category-unknown': { status: 400, message: /*i18n*/ 'Choose one of the categories.', field: 'categoryId' },
  'image-not-uploaded': { status: 400, message: /*i18n*/ 'Upload the photo through Thanda first.', field: 'img' },
  'photo-not-uploaded': {
    status: 400,
    message: /*i18n*/ 'Upload each photo through Thanda first.',
    field: 'photos',
  },
  'photo-not-yours': {
    status: 400,
    message:
      /*i18n*/ 'One of the photos is already shown by another listing or a category. Please use photos of your own unit.',
    field: 'photos',
  },
  'photo-twice': { status: 400, message: /*i18n*/ 'Each photo can be shown once in a listing.', field: 'photos' },
  'image-not-yours': {
    status: 400,
    message:
      /*i18n*/ 'This photo is already shown by another listing or a category. Please upload a photo of your own unit.',
    field: 'img',
  },
  'cooler-has-no-tons': { status: 400, message: /*i18n*/ 'An air cooler has no capacity in tons.', field: 'tons' },
  'listing-sold': { status: 409, message: /*i18n*/ 'A sold product cannot be changed.' },
  'listing-sold-not-advertisable': {
    status: 409,
    message: /*i18n*/ 'This product is sold, so it cannot be advertised.',
  },
  'listing-expired': {
    status: 409,
    message:
      /*i18n*/ 'This listing has expired: its seller has not said it is still available. Try again once they renew it.',
  },
  'listing-expired-not-advertisable': {
    status: 409,
    message: /*i18n*/ 'This listing has expired. Renew it first, then advertise it.',
  },
  'listing-not-renewable': {
    status: 409,
    message: /*i18n*/ 'This listing can no longer be renewed.',
    variants: {
      sold: /*i18n*/ 'This product is sold, so it cannot be renewed.',
      removed: /*i18n*/ 'This listing was deleted, so it cannot be renewed.',
    },
  },
  'listing-changed': { status: 409, message: /*i18n*/ 'The listing changed while you were saving. Please try again.' },
  'not-your-products': { status: 403, message: /*i18n*/ 'You can only see your own products here.' },
  'page-link-invalid': {
    status: 400,
    message: /*i18n*/ 'That page link is no longer valid. Start from the first page.',
  },
} as const satisfies Record<string, RefusalRule>;
