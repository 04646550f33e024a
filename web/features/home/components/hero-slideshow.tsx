import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { loadArea } from '@/lib/i18n';
import { firstSlide, HeroSlideView } from './hero-slides';

// Swiper loads after the first paint, with the other slides and their texts; until then the first
// slide stands in, at the same size.
const HeroSwiper = lazy(async () => (await Promise.all([import('./hero-swiper'), loadArea('home')]))[0]);

/** The hero's frame: a fixed height, so nothing moves when the slideshow takes over. */
function HeroFrame({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Highlights`} className="h-[22rem] bg-brand-900 md:h-[26rem]">
      {children}
    </section>
  );
}

const firstSlideView = <HeroSlideView slide={firstSlide} isFirst />;

/** The hero as first painted, before the slideshow's code is in (index.html carries it for '/'). */
export function HeroStill() {
  return <HeroFrame>{firstSlideView}</HeroFrame>;
}

/** The hero: the first slide renders at once, then becomes the slideshow. */
export function HeroSlideshow() {
  return (
    <HeroFrame>
      <Suspense fallback={firstSlideView}>
        <HeroSwiper />
      </Suspense>
    </HeroFrame>
  );
}
