/**
 * Intl's formatters are slow to make and cheap to reuse: `toLocaleString` with options makes one on
 * every call (100 prices: 5.7 ms, against 0.3 ms through one formatter, in Node on this machine;
 * a list of cards writes dozens). One per locale, made on first use.
 */
export function perLocale<F>(make: (locale: string) => F) {
  const made = new Map<string, F>();
  return (locale: string) => {
    let formatter = made.get(locale);
    if (formatter === undefined) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

/** A number with up to two decimals and none when it is whole (360, 349.5, 1,250). */
export const decimalFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
);
