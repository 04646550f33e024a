import { lazy, Suspense } from 'react';
import { HeroSlideView, slides } from './hero-slides';

// Swiper loads after the first paint; until then the first slide stands in, at the same size.
const HeroSwiper = lazy(() => import('./hero-swiper'));

/** The hero: the first slide renders at once, then becomes the slideshow. */
export function HeroSlideshow() {
  return (
    <section aria-label="Highlights" className="h-[22rem] bg-brand-900 md:h-[26rem]">
      <Suspense fallback={<HeroSlideView slide={slides[0]!} isFirst />}>
        <HeroSwiper />
      </Suspense>
    </section>
  );
}
