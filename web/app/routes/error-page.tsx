import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/app/document-title';
import { PublicLayout } from '@/app/layouts/public-layout';
import { Icon } from '@/components/icon';
import { formatNumber } from '@/lib/format';

/** An error's title and detail, and the way home. */
export function ErrorMessage({ title, detail }: { title: string; detail: string }) {
  useDocumentTitle(title);
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <Icon name="air-conditioner" className="text-6xl text-brand-600" />
      <h1 className="text-3xl font-bold text-slate-800">{title}</h1>
      {detail && <p className="max-w-md text-slate-600">{detail}</p>}
      <Link to="/" className="btn-primary">
        <Trans>Back to homepage</Trans>
      </Link>
    </section>
  );
}

/** A page that does not exist, for a screen that learns so from its data (an unknown category). */
export function NotFoundMessage() {
  const { t } = useLingui();
  return <ErrorMessage title={`${formatNumber(404)} ${t`Not Found`}`} detail={t`We could not find that page.`} />;
}

/** A page that is not there (no `error`), or an error a screen threw: its message, and the way home. */
export function ErrorPage({ error }: { error?: unknown }) {
  const { t } = useLingui();
  return (
    <PublicLayout>
      {error === undefined ? (
        <NotFoundMessage />
      ) : (
        <ErrorMessage title={t`Something went wrong`} detail={error instanceof Error ? error.message : ''} />
      )}
    </PublicLayout>
  );
}
