/** The verdicts on the mixed phase's figures: size, status mix, and what clients saw of their own writes. */
import type { MixTallies } from './load-mix';
import type { Recorder, Sample } from './recorder';
import type { Checks } from './report';

export function checkRunFigures(
  checks: Checks,
  api: Recorder,
  samples: Sample[],
  run: { targetRequests: number; clients: number; tallies: MixTallies },
) {
  const all = api.samples;
  const count = (test: (status: number) => boolean) => all.filter((s) => test(s.status)).length;
  const { tallies } = run;
  checks.add(
    `at least ${run.targetRequests} mixed requests`,
    samples.length >= run.targetRequests,
    `${samples.length}`,
  );
  checks.add('at least 50 concurrent clients', run.clients >= 50, `${run.clients}, and 20 racers`);
  checks.add('no 5xx', count((s) => s >= 500) === 0, `${count((s) => s >= 500)}`);
  checks.add('every request was answered', count((s) => s === 0) === 0, `${count((s) => s === 0)} unanswered`);
  checks.add(
    'no 429: honest users stay under the abuse limits',
    count((s) => s === 429) === 0,
    `${count((s) => s === 429)}`,
  );
  checks.add('every answer was the expected one', api.unexpected.length === 0, `${api.unexpected.length} unexpected`);
  checks.add(
    'each client reads its own acknowledged writes back at once',
    tallies.readYourWritesMisses.length === 0,
    tallies.readYourWritesMisses.slice(0, 3).join('; '),
  );
  checks.add(
    'payments charge the price from the database',
    tallies.amountMismatches === 0,
    `${tallies.paymentsStarted} payments started`,
  );
  checks.add('posting a payment twice records it once', tallies.replayMismatches === 0, `${tallies.replays} replays`);
}
