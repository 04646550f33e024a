import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { specChips, type AcSpecs } from '@/lib/ac-specs';
import { formatDate, formatNumber, formatPrice, formatYearsUsed } from '@/lib/format';
import { useDataSaver } from '@/lib/data-saver';
import { CARD_SIZES, responsiveImage } from '@/lib/image-sources';
import { listingPath } from '@shared/listing-path';
import { usePlaceText } from '@/lib/place-names';
import { PhoneLink } from './phone-link';
import { Icon } from './icon';
import { TimeAgo } from './time-ago';

export interface ProductCardData extends AcSpecs {
  _id: string;
  name: string;
  img: string;
  price: number;
  originalPrice: number;
  location: string;
  district?: string | null;
  phone?: string;
  date: string;
  used?: number;
  condition?: string;
  about?: string;
  sellerName: string;
  categoryId: string;
  verifySeller?: boolean;
  paid?: boolean;
  /** The seller is open to offers on the price: "Negotiable" shows beside it (until it sells). */
  negotiable?: boolean;
  /** Names the seller in links: public answers carry no e-mail address (the review of December 2026). */
  sellerId: string;
  /** From reviews of real sales (trust and safety); null until the seller has one. */
  sellerRating?: { average: number; count: number } | null;
  /** Inspected by Thanda: when its passed report was made (ISO); null or absent without one. */
  inspectedAt?: string | null;
}

/** The visible name of each condition; the values themselves are the API's and stay English. */
export const conditionLabels: Record<string, MessageDescriptor> = {
  excellent: msg`excellent`,
  good: msg`good`,
  fair: msg`fair`,
};

interface Props {
  product: ProductCardData;
  actions?: React.ReactNode;
  /** Pictures in the first screenful load at once, the rest when scrolled near. */
  eager?: boolean;
  /** The first card's picture (from 640 px the screen's largest): fetched ahead of everything else. */
  priority?: boolean;
  /** 2 right under a page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
  /**
   * Whether the picture and title lead to the listing's page. The home page's carousel keeps its
   * cards unlinked, so the page's links stay the categories' (docs/product.md's home page): a
   * listing's name says its type ("Gree 1.5 Ton Split AC"), and a link found on '/' by a category's
   * name ("Split AC") must be the category's.
   */
  linked?: boolean;
  /** The picture's `sizes` when the list has other than the catalogue's columns (`cardSizes`). */
  imageSizes?: string;
}

/** The one product card every list uses (docs/product.md's product list), with its defaults for missing fields. */
export function ProductCard({
  product,
  actions,
  eager = false,
  priority = false,
  headingLevel = 3,
  linked = true,
  imageSizes = CARD_SIZES,
}: Props) {
  const { t, i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const condition = product.condition || 'good';
  const conditionLabel = conditionLabels[condition];
  const page = listingPath(product._id, product.name);
  const chips = specChips(product);
  const place = usePlaceText(product);
  const discounted = product.originalPrice > product.price;
  const dataSaver = useDataSaver();
  const picture = (
    <img
      {...responsiveImage(product.img, imageSizes, { dataSaver })}
      alt={product.name}
      width={800}
      height={600}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover sm:rounded-none"
    />
  );
  // On phones the picture sits small beside the name, so a card is ~460 px tall instead of ~650
  // and a screen shows most of two listings. From 640 px it tops the card.
  const pictureBox = 'block w-32 shrink-0 sm:w-auto';
  return (
    // A word longer than the card (a link, a model code) wraps rather than widening the card past the screen.
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]">
      <div className="flex gap-3 p-3 sm:block sm:p-0">
        {/* The title is the listing's link for keyboards; the picture is a second way in for a thumb. */}
        {linked ? (
          <Link to={page} tabIndex={-1} className={pictureBox}>
            {picture}
          </Link>
        ) : (
          <div className={pictureBox}>{picture}</div>
        )}
        <div className="flex min-w-0 flex-col gap-2 sm:px-4 sm:pt-4">
          <Heading className="break-words text-base font-semibold text-slate-800 sm:text-lg">
            {linked ? (
              <Link to={page} className="hover:underline">
                {product.name}
              </Link>
            ) : (
              product.name
            )}{' '}
            {product.paid && (
              <span className="text-red-700">
                <Trans>(Sold OUt)</Trans>
              </span>
            )}
          </Heading>
          {/* The price first, as on the listing's page: the resale price, and the original struck through
              when it is higher (else it is named, as a struck-through price would read as a discount). */}
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="sr-only">
              <Trans>Resale price</Trans>
            </span>
            <span className="text-lg font-bold text-brand-800">{formatPrice(product.price)}</span>
            {product.negotiable && !product.paid && <NegotiableLabel />}
            <span className={discounted ? 'sr-only' : 'text-sm text-slate-500'}>
              <Trans>Original price</Trans>
            </span>
            <span className={`text-sm text-slate-500 ${discounted ? 'line-through decoration-slate-400' : ''}`}>
              {formatPrice(product.originalPrice)}
            </span>
          </p>
          {product.inspectedAt && <InspectedBadge at={product.inspectedAt} />}
          {chips.length > 0 && (
            <ul aria-label={t`Specifications`} className="flex flex-wrap gap-1.5">
              {chips.map((chip) => (
                <li key={chip} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                  {chip}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 px-4 pb-4 pt-1 sm:pt-2">
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <Trans>Seller:</Trans>{' '}
          <Link
            to={`/products/${encodeURIComponent(product.categoryId)}/seller/${encodeURIComponent(product.sellerId)}`}
            className="inline-block py-0.5 font-medium text-brand-700 underline"
          >
            {product.sellerName}
          </Link>
          {product.verifySeller && <VerifiedBadge />}
          {product.sellerRating && <SellerRating id={product.sellerId} {...product.sellerRating} />}
        </p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">
            <Trans>Location</Trans>
          </dt>
          <dd>{place}</dd>
          <dt className="text-slate-500">
            <Trans>Contact</Trans>
          </dt>
          <dd>
            {product.phone ? (
              <PhoneLink phone={product.phone} className="inline-block py-0.5 font-medium text-brand-700 underline" />
            ) : (
              t`Ask the seller through Thanda`
            )}
          </dd>
          <dt className="text-slate-500">
            <Trans>Posted</Trans>
          </dt>
          <dd>
            <TimeAgo at={product.date} />
          </dd>
          <dt className="text-slate-500">
            <Trans>Used</Trans>
          </dt>
          <dd>{formatYearsUsed(product.used)}</dd>
          <dt className="text-slate-500">
            <Trans>Condition</Trans>
          </dt>
          <dd>{conditionLabel ? i18n._(conditionLabel) : condition}</dd>
        </dl>
        {/* Three lines on phones, five beside other cards (a long description made one card a page
            long); the listing's page has it whole. */}
        <p className="line-clamp-3 text-sm text-slate-600 sm:line-clamp-5">
          {product.about || t`A used cooling appliance in working order, sold by its owner.`}
        </p>
        {actions && <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>}
      </div>
    </article>
  );
}

/** The verified-seller badge beside a seller's name (cards, the listing page, the profile). */
export function VerifiedBadge() {
  const { t } = useLingui();
  return (
    <span className="inline-flex items-center text-brand-600" title={t`Verified seller`}>
      <Icon name="check-decagram" />
      <span className="sr-only">
        <Trans>Verified seller</Trans>
      </span>
    </span>
  );
}

/**
 * "Inspected by Thanda" with the report's date: a Thanda technician found the unit working (issue 62).
 * On the cards and on the listing's inspection panel.
 */
export function InspectedBadge({ at }: { at: string }) {
  return (
    // Two lines rather than a date broken in the middle, beside a phone card's small picture.
    <p className="inline-flex flex-wrap items-center gap-x-1.5 self-start rounded-lg bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200 [overflow-wrap:normal]">
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        <Icon name="shield-check" />
        <Trans>Inspected by Thanda</Trans>
      </span>
      <time dateTime={at} className="whitespace-nowrap font-normal">
        {formatDate(at)}
      </time>
    </p>
  );
}

/**
 * "Negotiable" beside a price: the cards', and the listing page's, whose first screen the Worker
 * writes with these classes and this text (worker/pages/listing-shell.ts, `negotiableLabels`).
 */
export function NegotiableLabel({ large = false }: { large?: boolean }) {
  return (
    <span
      className={
        large
          ? 'rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900'
          : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900'
      }
    >
      <Trans>Negotiable</Trans>
    </span>
  );
}

/** A seller's stars from reviews of real sales, linking to their profile. */
export function SellerRating({ id, average, count }: { id: string; average: number; count: number }) {
  const { t } = useLingui();
  const stars = formatNumber(average);
  const reviews = formatNumber(count);
  return (
    <Link
      to={`/seller/${encodeURIComponent(id)}`}
      className="inline-flex items-center gap-0.5 py-0.5 font-medium text-amber-700"
      aria-label={t`Rated ${stars} of 5 from ${reviews} reviews`}
    >
      <Icon name="star" />
      {stars} ({reviews})
    </Link>
  );
}
