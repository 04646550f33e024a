import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { HeroSlideView, slides } from './hero-slides';

// Swiper loads after the first paint; until then the first slide stands in, at the same size.
const HeroSwiper = lazy(() => import('./hero-swiper'));

/** The hero's frame: a fixed height, so nothing moves when the slideshow takes over. */
function HeroFrame({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Highlights`} className="h-[22rem] bg-brand-900 md:h-[26rem]">
      {children}
    </section>
  );
}

const firstSlide = <HeroSlideView slide={slides[0]!} isFirst />;

/** The hero as first painted, before the slideshow's code is in (index.html carries it for '/'). */
export function HeroStill() {
  return <HeroFrame>{firstSlide}</HeroFrame>;
}

/** The hero: the first slide renders at once, then becomes the slideshow. */
export function HeroSlideshow() {
  return (
    <HeroFrame>
      <Suspense fallback={firstSlide}>
        <HeroSwiper />
      </Suspense>
    </HeroFrame>
  );
}
