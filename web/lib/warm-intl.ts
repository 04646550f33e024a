/**
 * A page's first Intl object makes V8 list ICU's locales, once per renderer process: 25 ms on this
 * machine, 100–150 ms at Lighthouse's 4× slower CPU, in which the page cannot answer a tap. A
 * dedicated worker runs in the same process, so when it makes the page's kinds of formatter first,
 * the page's own first price, date and cut name cost ~8 ms instead of ~120 ms at 4× (decision
 * 005); starting it costs the page ~2 ms. It needs the CSP's `worker-src blob:`
 * (build/security-headers.ts); where a worker cannot start, the page makes them itself as before.
 */
const WARM_UP = `onmessage = ({ data: locale }) => {
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale).format(0);
  new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment('a');
  postMessage(0);
};`;

export function warmIntl(locale: string) {
  if (typeof Worker !== 'function') return;
  const url = URL.createObjectURL(new Blob([WARM_UP], { type: 'text/javascript' }));
  const done = () => {
    worker?.terminate();
    URL.revokeObjectURL(url);
  };
  let worker: Worker | undefined;
  try {
    worker = new Worker(url);
    worker.onmessage = worker.onerror = done;
    worker.postMessage(locale);
  } catch {
    done();
  }
}
