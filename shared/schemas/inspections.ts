/**
 * Inspected by Thanda (issue 62): the requests of each step, one schema each for the API and its form.
 * Numbers accept Bangla digits (a technician's phone keyboard may type them).
 */
import * as z from 'zod';
import { INSPECTION_PHOTOS_MAX, INSPECTION_SLOTS_MAX, inspectionVerdicts } from '../domain';
import { readNumber } from '../digits';
import { idSchema, isPlainText, PLAIN_TEXT_MESSAGE, plainTextSchema } from './common';
import { phoneSchema } from './phone';

/** An instant the API takes: an ISO 8601 date-time, as every answer writes one. */
const instantSchema = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

export const inspectionSlotsSchema = z.object({
  slots: z
    .array(instantSchema(/*i18n*/ 'Choose a date and time for each slot.'), {
      error: /*i18n*/ 'Send the slots as a list of times.',
    })
    .max(INSPECTION_SLOTS_MAX, /*i18n*/ 'Offer at most 12 slots at a time.'),
});
export type InspectionSlotsInput = z.input<typeof inspectionSlotsSchema>;

export const inspectionRequestSchema = z.object({
  productId: idSchema(/*i18n*/ 'Choose the listing to inspect.'),
  slot: instantSchema(/*i18n*/ 'Choose one of the times the seller offers.'),
  /** The requester's own number: the gateway's checkout asks for it, and Thanda calls it if the visit moves. */
  phone: phoneSchema(/*i18n*/ 'Phone Number is required'),
});
export type InspectionRequestInput = z.input<typeof inspectionRequestSchema>;

/** The demo gateway's payment of the fee, reported by the requester's browser (as POST /api/payments). */
export const inspectionPaymentSchema = z.object({
  transactionId: z
    .string({ error: /*i18n*/ 'The payment reference is missing.' })
    .trim()
    .min(1, /*i18n*/ 'The payment reference is missing.')
    .max(2000, /*i18n*/ 'That payment reference is not valid.'),
});

/** The seller confirms the time, with where the technician goes and whom they call: only they see it. */
export const inspectionScheduleSchema = z.object({
  address: plainTextSchema(
    /*i18n*/ 'Enter the address where the AC is.',
    300,
    /*i18n*/ 'Please keep the address under 300 characters.',
  ),
  phone: phoneSchema(/*i18n*/ 'Phone Number is required'),
});
export type InspectionScheduleInput = z.infer<typeof inspectionScheduleSchema>;

export const inspectionAssignSchema = z.object({
  technicianId: idSchema(/*i18n*/ 'Choose a technician.'),
});

export const inspectionCancelSchema = z.object({
  reason: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    plainTextSchema(
      /*i18n*/ 'Say why, in a few words.',
      300,
      /*i18n*/ 'Please keep this under 300 characters.',
    ).optional(),
  ),
});

/** A reading off a gauge or a clamp meter: a number within what the instrument can show. */
const reading = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : readNumber(value)) : value),
    z.number({ error: message }).finite(message).min(min, message).max(max, message),
  );

const yesNo = (message: string) => z.boolean({ error: message });

/** The technician's checklist: every reading and check is required, so no report is half a report. */
export const inspectionReportSchema = z
  .object({
    coolingDropC: reading(/*i18n*/ 'Enter the temperature drop across the indoor unit, 0 to 30 °C.', 0, 30),
    pressurePsi: reading(/*i18n*/ 'Enter the refrigerant pressure, 0 to 700 psi.', 0, 700),
    compressorAmps: reading(/*i18n*/ 'Enter the compressor current, 0 to 100 A.', 0, 100),
    ratedAmps: reading(/*i18n*/ 'Enter the rated current from the plate, 0.1 to 100 A.', 0.1, 100),
    noiseOk: yesNo(/*i18n*/ 'Say whether it runs quietly.'),
    leaksFound: yesNo(/*i18n*/ 'Say whether you found a leak.'),
    remoteOk: yesNo(/*i18n*/ 'Say whether the remote works.'),
    displayOk: yesNo(/*i18n*/ 'Say whether the display works.'),
    serialNumber: plainTextSchema(
      /*i18n*/ 'Enter the serial number from the plate.',
      64,
      /*i18n*/ 'A serial number is at most 64 characters.',
    ),
    photos: z
      .array(
        z
          .string({ error: /*i18n*/ 'Photo is Required' })
          .trim()
          .min(1, /*i18n*/ 'Photo is Required')
          .max(300, /*i18n*/ 'That photo address is too long.'),
        { error: /*i18n*/ 'Send the photos as a list of addresses.' },
      )
      .min(1, /*i18n*/ 'Add a photo of the serial plate.')
      .max(INSPECTION_PHOTOS_MAX, /*i18n*/ 'Add at most 6 photos.'),
    verdict: z.enum(inspectionVerdicts, { error: /*i18n*/ 'Choose passed, passed with notes or failed.' }),
    notes: z.preprocess(
      (value) => (value === null ? '' : value),
      z
        .string({ error: /*i18n*/ 'Write the notes as text.' })
        .trim()
        .max(1000, /*i18n*/ 'Please keep the notes under 1,000 characters.')
        .refine(isPlainText, PLAIN_TEXT_MESSAGE),
    ),
  })
  // A verdict with notes, or a failed one, says what the buyer should know.
  .refine((report) => report.verdict === 'passed' || report.notes.length > 0, {
    path: ['notes'],
    message: /*i18n*/ 'Write what you found: the buyer reads these notes.',
  });
export type InspectionReportInput = z.input<typeof inspectionReportSchema>;
export type InspectionReport = z.output<typeof inspectionReportSchema>;
