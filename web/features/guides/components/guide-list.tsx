/**
 * The Blogs page's guides for AC buyers (issue 61), in the reader's language: a short table of
 * contents, then each guide as an article whose id is its slug (`/blogs#inverter-or-not`). The
 * guides of each language are a chunk of their own, loaded when shown: an English reader never
 * downloads the Bangla ones, and the route's chunk carries neither.
 *
 * An address's anchor is followed once its guide is drawn, by the app's scroll restoration (it
 * waits for an anchor the page draws after it opens).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, use, useDeferredValue } from 'react';
import { currencySign, isLanguage, languageLocales, priceText, type Language } from '@shared/domain';
import { decimalFormat, perLocale } from '@shared/intl-formats';
import { Spinner } from '@/components/spinner';
import { Link } from '@/lib/router';
import type { Block, Formats, Guide, GuideContent, Guides, Text } from '../guide';

const contents: Record<Language, () => Promise<GuideContent>> = {
  en: () => import('../content/en'),
  bn: () => import('../content/bn'),
};

const loading = new Map<Language, Promise<Guides>>();

/**
 * A language's guides, loaded once: the same promise each time, which React reads at once when it
 * has seen it settle. A chunk that fails (a dropped connection) is asked for once more before the
 * error page; after that, showing the page again tries again.
 */
function loadGuides(language: Language) {
  let guides = loading.get(language);
  if (!guides) {
    const load = contents[language];
    guides = load()
      .catch(() => load())
      .then(
        (module) => module.guides,
        (error: unknown) => {
          loading.delete(language);
          throw error;
        },
      );
    loading.set(language, guides);
  }
  return guides;
}

const twoDecimals = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
// The tariff's date is a day, not a moment: read in UTC, it is that day wherever the reader is.
const monthFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * The figures of a language's guides in its digits, as formatNumber and formatPrice write them
 * (web/lib/format.ts), but always in Taka: electricity is billed in Taka whatever the deployment's
 * currency. By the guides' language, not the interface's, so a guide never mixes the two while the
 * other language's guides load.
 */
function formatsFor(language: Language): Formats {
  const locale = languageLocales[language];
  return {
    number: (value) => decimalFormat(locale).format(value),
    taka: (amount) => priceText(amount, 'bdt', locale),
    rate: (takaPerKwh) => `${currencySign('bdt')}${twoDecimals(locale).format(takaPerKwh)}`,
    month: (isoDate) => monthFormat(locale).format(new Date(isoDate)),
  };
}

/** The guides in the reader's language, and a loader where they go until they are in. */
export function GuideList() {
  const { i18n } = useLingui();
  // On a switch of language the guides shown stay until the other language's are in.
  const language = useDeferredValue<Language>(isLanguage(i18n.locale) ? i18n.locale : 'en');
  return (
    <Suspense fallback={<Spinner />}>
      <GuidesIn language={language} />
    </Suspense>
  );
}

function GuidesIn({ language }: { language: Language }) {
  const guides = use(loadGuides(language));
  const format = formatsFor(language);
  return (
    <div lang={language}>
      <nav aria-labelledby="guides-contents" className="mb-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
        <h2 id="guides-contents" className="text-lg font-bold text-slate-800">
          <Trans>Contents</Trans>
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 marker:text-brand-700">
          {guides.map((guide) => (
            <li key={guide.slug}>
              <Link to={`#${guide.slug}`} className="font-medium text-brand-700 underline">
                {guide.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-col gap-6">
        {guides.map((guide) => (
          <GuideArticle key={guide.slug} guide={guide} format={format} />
        ))}
      </div>
    </div>
  );
}

const shown = (text: Text, format: Formats) => (typeof text === 'function' ? text(format) : text);

function GuideArticle({ guide, format }: { guide: Guide; format: Formats }) {
  const titleId = `${guide.slug}-title`;
  return (
    <article
      id={guide.slug}
      aria-labelledby={titleId}
      className="scroll-mt-20 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
    >
      <h2 id={titleId} className="text-2xl font-bold text-brand-800">
        {guide.title}
      </h2>
      <p className="mt-2 text-lg text-slate-600">{guide.summary}</p>
      {guide.sections.map((section) => (
        <section key={section.heading} className="mt-6 space-y-3 leading-relaxed text-slate-700">
          <h3 className="text-lg font-semibold text-slate-800">{section.heading}</h3>
          {section.blocks.map((block, index) => (
            <GuideBlock key={index} block={block} format={format} />
          ))}
        </section>
      ))}
    </article>
  );
}

function GuideBlock({ block, format }: { block: Block; format: Formats }) {
  if ('paragraph' in block) return <p>{shown(block.paragraph, format)}</p>;
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
      {block.list.map((item, index) => (
        <li key={index}>{shown(item, format)}</li>
      ))}
    </ul>
  );
}
