import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationKind } from '@shared/domain';

/** Each kind of notification as the settings name it. */
export const notificationKindLabels: Record<NotificationKind, MessageDescriptor> = {
  message: msg`Messages while you are away`,
  booking: msg`Bookings on your listings`,
  'payment-held': msg`Payment held`,
  'payment-handed-over': msg`Handed over to you`,
  'payment-released': msg`Payment released`,
  'payment-refunded': msg`Refunds`,
  'payment-disputed': msg`Disputes`,
  'listing-approved': msg`Listing approved`,
  'listing-rejected': msg`Listing not approved`,
  'listing-hidden': msg`Listing hidden`,
  'listing-expiring': msg`Listing about to expire`,
  'report-outcome': msg`Your reports' outcomes`,
  review: msg`Reviews of you`,
  'price-drop': msg`Price drops on your wish list`,
  'wish-sold': msg`Wish-listed item sold`,
  'saved-search': msg`Saved search matches`,
  inspection: msg`Inspections`,
};
