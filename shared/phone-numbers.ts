/**
 * Phone numbers are Bangladeshi mobile numbers (for the Bangladesh market): 01, an operator digit 3
 * to 9, and eight more digits, typed with or without +880, in Latin or Bangla digits (০১৭…, as a
 * Bangla keyboard types them), and with any spaces, dashes, dots or brackets. They are stored as
 * +8801XXXXXXXXX and shown as 01XXX-XXXXXX. Plain functions, without zod, so that a product card
 * can make a tel: link without bringing the validation library to every page.
 */
import { latinDigits } from './digits';

const SEPARATORS = /[\s\-().]/g;
const MOBILE = /^(?:\+?880|0)(1[3-9]\d{8})$/;
const STORED = /^\+880(1\d{3})(\d{6})$/;

/** The stored form (+8801XXXXXXXXX) of a Bangladeshi mobile number, or null for anything else. */
export function normalisePhone(text: string) {
  const match = latinDigits(text).replace(SEPARATORS, '').match(MOBILE);
  return match ? `+880${match[1]}` : null;
}

/** How a stored number reads (01711-234567); a number stored before the rule shows as it was typed. */
export function formatPhone(stored: string) {
  const match = stored.match(STORED);
  return match ? `0${match[1]}-${match[2]}` : stored;
}
