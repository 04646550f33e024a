import { lazy, Suspense } from 'react';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { BelowPlaceholder } from '@/features/home/components/below-placeholder';
import { HeroSlideshow } from '@/features/home/components/hero-slideshow';

// What decides when the rest of the page comes is itself a small chunk of its own: '/''s first
// render stays within its 100 KB of JavaScript (decision 005).
const BelowTheFold = lazy(async () => ({ default: (await import('./home-below')).HomeBelowTheFold }));

/** The landing page, in docs/product.md's order. */
export function HomePage() {
  return (
    <>
      <HeroSlideshow />
      <CategoryGrid />
      <Suspense fallback={<BelowPlaceholder />}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
