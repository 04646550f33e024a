import type { RefusalRule } from './rule';

/** Inspected by Thanda (worker/inspections). */
export const inspectionRefusals = {
  'inspection-not-found': { status: 404, message: /*i18n*/ 'No inspection with that id.' },
  'inspection-step': {
    status: 409,
    message: /*i18n*/ 'This inspection has moved on since you opened it. Refresh to see where it stands.',
  },
  'inspection-slot-unavailable': {
    status: 409,
    message: /*i18n*/ 'That time is no longer offered. Choose another of the seller’s times.',
    field: 'slot',
  },
  'inspection-slot-range': {
    status: 400,
    message: /*i18n*/ 'Offer times from an hour from now to 30 days ahead.',
    field: 'slots',
  },
  'inspection-already-open': {
    status: 409,
    message:
      /*i18n*/ 'An inspection of this AC is already booked. Its report will show on the listing when it is done.',
  },
  'inspection-report-standing': {
    status: 409,
    message: /*i18n*/ 'This AC was inspected in the last 30 days. Read its report on the listing.',
  },
  'inspection-listing-closed': {
    status: 409,
    message: /*i18n*/ 'This listing is sold or no longer listed, so it cannot be inspected.',
  },
  'inspection-gateway': {
    status: 409,
    message: /*i18n*/ 'Inspection fees are paid through SSLCOMMERZ, which is not set up here yet.',
  },
  'technician-not-found': { status: 404, message: /*i18n*/ 'No technician with that id.' },
  'technician-involved': {
    status: 409,
    message: /*i18n*/ 'This technician is the seller, or asked for the inspection: choose another technician.',
  },
  'not-failed-report': { status: 409, message: /*i18n*/ 'Only a failed report waits for its seller to publish it.' },
} as const satisfies Record<string, RefusalRule>;
