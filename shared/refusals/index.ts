/**
 * Every way the API says no, by reason: its status and its English text (docs/decisions/024); each domain's
 * reasons are in their own file here, beside the others, since the SPA needs them all. The
 * Worker answers `{ reason, params, message }`; the SPA shows the same text from its catalogs by
 * reason and params (a text here is its catalog id), so a Bangla reader reads a composed refusal in
 * Bangla. A text takes `{name}` and ICU plurals; a reason with `variants` says the same thing more
 * precisely for some cases (the variant is named by the `variant` param).
 */
import { refundReasons, type RefundReason } from '../refund-reasons';
import { requestRefusals } from './request';
import { accountRefusals } from './accounts';
import { imageRefusals } from './images';
import { listingRefusals } from './listings';
import { bookingRefusals } from './bookings';
import { paymentRefusals } from './payments';
import { conversationRefusals } from './conversations';
import { trustRefusals } from './trust';
import { notificationRefusals } from './notifications';
import { inspectionRefusals } from './inspections';
import type { RefusalRule } from './rule';

export type { RefusalRule } from './rule';

export const refusalRules = {
  ...requestRefusals,
  ...accountRefusals,
  ...imageRefusals,
  ...listingRefusals,
  ...bookingRefusals,
  ...paymentRefusals,
  ...conversationRefusals,
  ...trustRefusals,
  ...notificationRefusals,
  ...inspectionRefusals,
} as const satisfies Record<string, RefusalRule>;

export type RefusalReason = keyof typeof refusalRules;
export const refusalReasons = Object.keys(refusalRules) as RefusalReason[];

/** What a composed refusal is made of: numbers, a variant's name, a refund's reason. */
export interface RefusalParams {
  variant?: string;
  minutes?: number;
  refundReason?: RefundReason;
  /** The request a route was not found for. */
  method?: string;
  path?: string;
}

/** The reason's text (its catalog id) for these params. */
export function refusalTemplate(reason: RefusalReason, params: RefusalParams = {}) {
  const rule: RefusalRule = refusalRules[reason];
  return (params.variant && rule.variants?.[params.variant]) || rule.message;
}

/**
 * The values a text's placeholders take, in English. `refundReason` is itself a text the catalogs
 * know, so the SPA translates it before it formats.
 */
export function refusalValues(params: RefusalParams, translate: (text: string) => string = (text) => text) {
  return { ...params, ...(params.refundReason && { refundReason: translate(refundReasons[params.refundReason]) }) };
}

const englishPlurals = new Intl.PluralRules('en');

/** A text in English with its values: `{name}` and `{name, plural, one {…} other {…}}` (`#` is the number). */
export function formatEnglish(template: string, values: Record<string, unknown>) {
  return template.replace(
    /\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}|\{(\w+)\}/g,
    (_, counted: string | undefined, one: string, other: string, name: string) => {
      if (counted === undefined) return String(values[name] ?? '');
      const n = Number(values[counted]);
      return (englishPlurals.select(n) === 'one' ? one : other).replace('#', String(n));
    },
  );
}
