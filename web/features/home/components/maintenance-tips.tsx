import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';

const tips = [
  {
    title: msg`Clean the filters every two weeks`,
    text: msg`Dhaka dust clogs a filter fast; a clean one cools quicker and uses less power.`,
  },
  {
    title: msg`Set 25 °C, not 16 °C`,
    text: msg`Each degree lower costs about 6% more electricity and cools the room no faster.`,
  },
  {
    title: msg`Protect it from voltage swings`,
    text: msg`A voltage stabiliser saves the compressor when the supply dips and jumps.`,
  },
  {
    title: msg`Service before the summer`,
    text: msg`A March check of gas, coils and drain lines avoids the April repair queue.`,
  },
];

/**
 * The Blogs page's guide the tips come from: its anchor (web/features/guides/guide.ts's
 * `maintenance-before-summer`), which the page follows once the guide is drawn.
 */
const GUIDE = '/blogs#maintenance-before-summer';

/** Four maintenance teasers, each with 'Learn more', to the guide that tells the rest. */
export function MaintenanceTips() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="tips-heading" className="container-page py-12">
      <h2 id="tips-heading" className="mb-8 text-center text-3xl font-bold text-slate-800">
        <Trans>Maintenance tips</Trans>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tips.map((tip) => {
          const title = i18n._(tip.title);
          return (
            <li key={tip.title.id} className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-800">{title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{i18n._(tip.text)}</p>
              {/* The tip's title, read but not shown, names where the link goes to search engines too. */}
              <Link to={GUIDE} className="mt-3 font-semibold text-brand-700 underline">
                <Trans>Learn more</Trans>
                <span className="sr-only">: {title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
