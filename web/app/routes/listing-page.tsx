import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useParams, withBasename } from '@/lib/router';
import { ProductCard } from '@/components/product-card';
import { PageLoader } from '@/components/spinner';
import { useListing } from '@/features/listing/api/listing';
import { ReportLinks } from '@/features/moderation/components/report-links';
import { ListingView } from '@/features/listing/components/listing-view';
import { PageWeight } from '@/features/listing/components/page-weight';
import { useAuth } from '@/features/auth/auth-context';
import type { PanelViewer } from '@/features/inspections/components/inspection-panel';
import { ApiRequestError } from '@/lib/api-client';
import { lazyOptional } from '@/lib/lazy-optional';
import { cardSizes } from '@/lib/image-sources';
import { listingPath } from '@shared/listing-path';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useDocumentTitle } from '@/app/document-title';
import { useRenderProductActions, useViewer } from '@/app/product-actions';
import { ErrorMessage, NotFoundMessage } from './error-page';

/**
 * Drawn after the first paint, each from a chunk of its own: their forms' zod schemas took 23 ms
 * of this machine's CPU to build as the route's code ran, one task (92 ms on the phone Lighthouse
 * simulates) before the page answered a tap. Apart, each builds in a task of its own, later.
 */
const InspectionPanel = lazyOptional(() =>
  import('@/features/inspections/components/inspection-panel').then((m) => m.InspectionPanel),
);
const ListingAdvice = lazyOptional(() =>
  import('@/features/advisor/components/listing-advice').then((m) => m.ListingAdvice),
);

/** Similar listings: two cards a row from 640 px, four from 1024 px. */
const SIMILAR_SIZES = cardSizes({ sm: 2, lg: 4 });

/** /listing/:id/:slug?: one listing, whole. A removed or unknown one is the 404 page. */
export function ListingPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const listing = useListing(id);
  const renderActions = useRenderProductActions();
  const { viewer, suspension } = useViewer();
  const { status } = useAuth();
  // The similar listings are below the fold: their cards render once the listing has painted.
  const painted = useAfterFirstPaint();
  const name = listing.data?.name;
  useDocumentTitle(name);
  if (listing.isPending) return <PageLoader />;
  if (listing.isError) {
    if (listing.error instanceof ApiRequestError && listing.error.status === 404) return <NotFoundMessage />;
    return <ErrorMessage title={t`Something went wrong`} detail={listing.error.message} />;
  }
  const data = listing.data;
  // Shared in the page's language: a Bangla reader's link opens in Bangla.
  const url = new URL(withBasename(listingPath(data._id, data.name)), location.origin).href;
  const inspectionViewer: PanelViewer =
    status === 'loading' || (viewer && viewer.id === undefined)
      ? 'unknown'
      : !viewer
        ? 'visitor'
        : viewer.id === data.seller.id
          ? 'seller'
          : 'buyer';
  return (
    <ListingView
      listing={data}
      url={url}
      actions={renderActions(data)}
      // A suspended account's actions already say it cannot report either.
      report={
        viewer?.id !== undefined &&
        viewer.id !== data.seller.id &&
        !suspension && <ReportLinks listingId={data._id} sellerId={data.seller.id} />
      }
      // Inspected by Thanda, after the first paint (the Worker's first screen has no panel), under the
      // seller: arriving later, it moves nothing a phone's first screen shows (above the seller's panel
      // it pushed that down, a layout shift of 0.02 in Lighthouse's mobile run).
      inspection={
        painted && (
          <Suspense fallback={null}>
            <InspectionPanel
              listingId={data._id}
              viewer={inspectionViewer}
              canRequest={!suspension && (data.status === 'active' || data.status === 'held')}
            />
          </Suspense>
        )
      }
      // Below the fold on a phone, beside the details on a wide screen: after the first paint too.
      advice={
        painted && (
          <Suspense fallback={null}>
            <ListingAdvice unit={data} />
          </Suspense>
        )
      }
      footer={<PageWeight listingId={data._id} />}
      similar={
        painted && (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {data.similar.map((item) => (
              <li key={item._id}>
                <ProductCard product={item} actions={renderActions(item)} imageSizes={SIMILAR_SIZES} />
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
