import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { loadArea } from '@/lib/i18n';
import { HeroSearch } from './hero-search';
import { firstSlide, HeroSlideView } from './hero-slides';

// Swiper loads after the first paint, with the other slides and their texts; until then the first
// slide stands in, at the same size.
const HeroSwiper = lazy(async () => (await Promise.all([import('./hero-swiper'), loadArea('home')]))[0]);

/**
 * The hero's frame: the slides at a fixed height, so nothing moves when the slideshow takes over,
 * and the search under them, which stays while the slides change.
 */
function HeroFrame({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Highlights`} className="bg-brand-900">
      <div className="h-[22rem] md:h-[26rem]">{children}</div>
      <HeroSearch />
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
