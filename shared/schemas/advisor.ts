/**
 * What the AC advisor is asked (docs/decisions/029-ac-advisor.md): the unit GET /api/price-band
 * compares, as a URL's query string says it. The Worker validates with it; the SPA sends the fields
 * of the listing or form in hand.
 */
import * as z from 'zod';
import { conditions } from '../domain';
import { acBrands, acTons, acTypes, TONLESS_TYPE } from '../unit-specs';
import { idSchema } from './common';
import { EARLIEST_PURCHASE_YEAR } from './listings';

/** A number as a query string writes it ("1.5", "2021"); anything else is left for zod to refuse. */
const fromNumberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** Yes or no as a URL says it: true, false, yes or no. */
const fromYesNo = (value: unknown) =>
  value === 'yes' || value === 'true' ? true : value === 'no' || value === 'false' ? false : value;

const TONS_MESSAGE = /*i18n*/ 'Choose a capacity from 0.75 to 5 tons.';
const INVERTER_MESSAGE = /*i18n*/ 'Say whether it is an inverter unit.';

const priceBandFields = z.object({
  type: z.enum(acTypes, { error: /*i18n*/ 'Choose the type of unit.' }),
  /** Required for every type but the air cooler, which has none. */
  tons: z
    .preprocess(
      fromNumberText,
      z.number({ error: TONS_MESSAGE }).refine((tons) => (acTons as readonly number[]).includes(tons), TONS_MESSAGE),
    )
    .optional(),
  /** Required for every type but the air cooler, which is compared without it. */
  inverter: z.preprocess(fromYesNo, z.boolean({ error: INVERTER_MESSAGE })).optional(),
  year: z.preprocess(
    fromNumberText,
    z
      .number({ error: /*i18n*/ 'Enter the year of purchase, like 2021.' })
      .int(/*i18n*/ 'Enter the year of purchase as a whole year, like 2021.')
      .min(EARLIEST_PURCHASE_YEAR, /*i18n*/ 'Enter a year from 1990 on.')
      .refine((year) => year <= new Date().getFullYear(), /*i18n*/ 'The year of purchase cannot be in the future.'),
  ),
  condition: z.enum(conditions, { error: /*i18n*/ 'Condition is good, excellent or fair.' }),
  /** The unit's brand: units of the same brand weigh more. */
  brand: z.enum(acBrands, { error: /*i18n*/ 'Choose a brand from the list, or Other.' }).optional(),
  /** The listing the band is shown beside, left out of its own comparables. */
  exclude: idSchema(/*i18n*/ 'That id is not valid.').optional(),
});

/** A unit compared by its capacity says it; an air cooler, which has none, says neither. */
function sizedUnlessCooler(
  unit: { type?: string; tons?: number | undefined; inverter?: boolean | undefined },
  context: z.RefinementCtx,
) {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (unit.type === TONLESS_TYPE) {
    if (unit.tons !== undefined) issue('tons', /*i18n*/ 'An air cooler has no capacity in tons.');
    if (unit.inverter !== undefined) issue('inverter', /*i18n*/ 'Leave inverter out for an air cooler.');
    return;
  }
  if (unit.tons === undefined) issue('tons', TONS_MESSAGE);
  if (unit.inverter === undefined) issue('inverter', INVERTER_MESSAGE);
}

/**
 * GET /api/price-band's query: `type`, `year` and `condition` always; `tons` and `inverter` unless
 * the type is the air cooler (and never for one); `brand` and `exclude` if known. The rule across
 * fields runs beside the fields' own messages, so a form shows them all at once.
 */
export const priceBandQuerySchema = priceBandFields.superRefine(sizedUnlessCooler, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
export type PriceBandQuery = z.infer<typeof priceBandQuerySchema>;
