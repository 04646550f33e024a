import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';

function describe(error: unknown) {
  if (isRouteErrorResponse(error)) {
    return {
      title: `${error.status} ${error.statusText}`.trim(),
      detail: error.status === 404 ? 'We could not find that page.' : typeof error.data === 'string' ? error.data : '',
    };
  }
  if (error instanceof Error) return { title: 'Something went wrong', detail: error.message };
  return { title: 'Something went wrong', detail: '' };
}

/** Shown for any route error: its status text or message, and the way home. */
export function ErrorPage() {
  const { title, detail } = describe(useRouteError());
  return (
    <PublicLayout>
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
        <span aria-hidden="true" className="i-mdi-air-conditioner text-6xl text-brand-600" />
        <h1 className="text-3xl font-bold text-slate-800">{title}</h1>
        {detail && <p className="max-w-md text-slate-600">{detail}</p>}
        <Link to="/" className="btn-primary">
          Back to homepage
        </Link>
      </section>
    </PublicLayout>
  );
}
