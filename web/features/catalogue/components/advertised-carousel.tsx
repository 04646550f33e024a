import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ProductCard } from '@/components/product-card';
import { Spinner } from '@/components/spinner';
import { cardSizes } from '@/lib/image-sources';
import { labelledBullet, slideLabel } from '@/lib/swiper-labels';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useNearViewport } from '@/lib/use-near-viewport';
import { TimedAutoplay } from '@/lib/timed-autoplay';
import type { Product } from '@/features/catalogue/api/products';
import { useAdvertisedProducts } from '@/features/catalogue/api/use-products';
import { Icon } from '@/components/icon';

/** One card a view below 1024 px, three from there. */
const SLIDE_SIZES = cardSizes({ sm: 1, lg: 3 });
/** The most cards a view shows: all the carousel draws before Swiper starts. */
const FIRST_PAGE = 3;

/**
 * Swiper loops only over whole groups, and at least two of them (otherwise it warns that looping
 * "may not function properly"). Where it cannot, the carousel rewinds instead: after the last
 * page, the first.
 */
const wrapsAround = (count: number, perGroup: number) => {
  const loop = count >= 2 * perGroup && count % perGroup === 0;
  return { loop, rewind: !loop };
};

/**
 * The carousel's slides. Swiper measures the page as it starts (a long task on a slow phone), so
 * its first page of cards is painted first (the same markup, with the widths Swiper will give
 * them), and Swiper takes them over in a task of its own once the visitor comes near: on a phone
 * the carousel is several screens down, and its start then stays out of the page's.
 */
function PromotedSlides({
  products,
  renderActions,
  previous,
  next,
}: {
  products: Product[];
  renderActions?: (product: Product) => React.ReactNode;
  previous: string;
  next: string;
}) {
  const { t } = useLingui();
  const painted = useAfterFirstPaint();
  const frame = useRef<HTMLDivElement>(null);
  const started = useNearViewport(frame) && painted;
  const card = (product: Product) => (
    <ProductCard product={product} actions={renderActions?.(product)} linked={false} imageSizes={SLIDE_SIZES} />
  );
  if (!started)
    return (
      <div ref={frame} className="swiper" aria-label={t`Promoted products`}>
        <div className="swiper-wrapper">
          {products.slice(0, FIRST_PAGE).map((product) => (
            <div key={product._id} className="swiper-slide !h-auto mr-[30px] lg:!w-[calc((100%_-_60px)/3)]">
              {card(product)}
            </div>
          ))}
        </div>
      </div>
    );
  return (
    <Swiper
      modules={[A11y, TimedAutoplay, Navigation, Pagination]}
      slidesPerView={1}
      slidesPerGroup={1}
      spaceBetween={30}
      {...wrapsAround(products.length, 1)}
      breakpoints={{ 1024: { slidesPerView: 3, slidesPerGroup: 3, ...wrapsAround(products.length, 3) } }}
      autoplay={{ delay: 3000, disableOnInteraction: false }}
      pagination={{
        clickable: true,
        el: '.advertised-pagination',
        dynamicBullets: true,
        dynamicMainBullets: 3,
        renderBullet: labelledBullet,
      }}
      navigation={{ prevEl: '.advertised-prev', nextEl: '.advertised-next' }}
      // A11y names the arrows too: with ours, not its English ones.
      a11y={{ slideLabelMessage: '', prevSlideMessage: previous, nextSlideMessage: next }}
      aria-label={t`Promoted products`}
    >
      {products.map((product, index) => (
        <SwiperSlide key={product._id} className="!h-auto" aria-label={slideLabel(index, products.length)}>
          {card(product)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/**
 * The promoted-products carousel (docs/product.md section 9): 3 a view and a group, gap 30, autoplay
 * 3000 ms that interaction does not stop, looping, clickable pagination and arrows. Small screens
 * show one card at a time, as three would be too narrow to read. It wraps around (`wrapsAround`)
 * instead of padding the last page with empty slots, the arrows sit below the cards (never over
 * their text), and the cards of a page share one height so their buttons line up. A11y brings a
 * card that Tab reaches into view and lets Tab leave the loop; the dots and cards are named in the
 * reader's digits.
 */
export function AdvertisedCarousel({ renderActions }: { renderActions?: (product: Product) => React.ReactNode }) {
  const { t } = useLingui();
  const { data: products, isPending, isError, error } = useAdvertisedProducts();
  const previous = t`Previous products`;
  const next = t`Next products`;
  return (
    <section aria-labelledby="advertised-heading" className="bg-slate-100 py-12">
      <div className="container-page">
        <h2 id="advertised-heading" className="text-center text-3xl font-bold text-slate-800">
          <Trans>What type of AC provides better service?</Trans>
        </h2>
        <p className="mx-auto mb-8 mt-2 max-w-2xl text-center text-slate-600">
          <Trans>
            Any type of air conditioner is good, depending on your room's condition and your budget. Here are units our
            sellers recommend right now.
          </Trans>
        </p>
        {isPending && <Spinner label={t`Loading promoted products…`} />}
        {isError && (
          <p role="alert" className="text-center text-red-700">
            {error.message}
          </p>
        )}
        {products && products.length === 0 && (
          <p className="text-center text-slate-600">
            <Trans>No promoted products right now.</Trans>
          </p>
        )}
        {products && products.length > 0 && (
          <PromotedSlides products={products} renderActions={renderActions} previous={previous} next={next} />
        )}
        {products && products.length > 0 && (
          <div className="mt-6 flex items-center justify-center gap-4">
            <button type="button" className="advertised-prev btn-ghost ring-1 ring-slate-300" aria-label={previous}>
              <Icon name="chevron-left" />
            </button>
            <div className="advertised-pagination !static !transform-none" />
            <button type="button" className="advertised-next btn-ghost ring-1 ring-slate-300" aria-label={next}>
              <Icon name="chevron-right" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
