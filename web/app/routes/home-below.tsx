import { lazy, Suspense, useEffect, useRef } from 'react';
import { BelowPlaceholder } from '@/features/home/components/below-placeholder';
import { FIRST_SECONDS_MS } from '@/lib/first-seconds';
import { loadArea } from '@/lib/i18n';
import { useNearViewport } from '@/lib/use-near-viewport';

// Each part loads with its texts: the services, why us and the maintenance tips in one chunk, and
// the promoted carousel (Swiper, the cards and the actions under them: booking, wishing, messaging).
const sections = async () => (await Promise.all([import('./home-sections'), loadArea('home')]))[0];
const ServicesGallery = lazy(async () => ({ default: (await sections()).ServicesGallery }));
const WhyChooseUs = lazy(async () => ({ default: (await sections()).WhyChooseUs }));
const MaintenanceTips = lazy(async () => ({ default: (await sections()).MaintenanceTips }));
const PromotedCarousel = lazy(async () => {
  const [module] = await Promise.all([import('@/app/promoted-carousel'), loadArea('catalogue')]);
  return { default: module.PromotedCarousel };
});

/**
 * Whether this visit has shown the sections below the first screen: '/' opened again (Back to where
 * the visitor was in them) draws them at once, so its scroll position can be restored.
 */
let belowShown = false;

/**
 * '/' below its first screen (the hero and the categories), in docs/product.md's order. It comes
 * when the visitor heads for it (a scroll, a key), when a tall screen shows it, or after their first
 * seconds, not with the page: its code, its 25-odd requests and its drawing were most of '/''s
 * blocking time on a slow phone (decision 045).
 */
export function HomeBelowTheFold() {
  const below = useRef<HTMLDivElement>(null);
  const near = useNearViewport(below, { margin: '0px', whenScrolled: true, afterLoadMs: FIRST_SECONDS_MS });
  const shown = near || belowShown;
  useEffect(() => {
    if (shown) belowShown = true;
  }, [shown]);
  if (!shown) return <BelowPlaceholder ref={below} />;
  return (
    <Suspense fallback={<BelowPlaceholder />}>
      <ServicesGallery />
      <WhyChooseUs />
      {/* The carousel shows only below them, so its cards never move when they come. */}
      <Suspense fallback={<div className="h-[40rem] bg-slate-100" aria-hidden="true" />}>
        <PromotedCarousel />
      </Suspense>
      <MaintenanceTips />
    </Suspense>
  );
}
