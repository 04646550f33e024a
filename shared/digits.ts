/** Numbers as people type them in Bangladesh: in Latin or Bangla digits (০–৯, as a Bangla keyboard types them). */
const BANGLA_DIGITS = /[০-৯]/g;

/** Bangla digits (U+09E6 to U+09EF) as the Latin ones they stand for. */
export const latinDigits = (text: string) =>
  text.replace(BANGLA_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** A number typed in either digits, with a decimal point; null for an empty field or anything else. */
export function readNumber(text: string): number | null {
  const plain = latinDigits(text).trim();
  if (!/^\d+(?:\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}
