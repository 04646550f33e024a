import { lazy, Suspense } from 'react';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { HeroSlideshow } from '@/features/home/components/hero-slideshow';
import { loadArea } from '@/lib/i18n';

// Below the first screen (the hero and the categories), the page loads after its first paint, each
// part with its texts: the services, why us and the maintenance tips in one chunk, and the promoted
// carousel (Swiper, the cards and the actions under them: booking, wishing, messaging).
const sections = async () => (await Promise.all([import('./home-sections'), loadArea('home')]))[0];
const ServicesGallery = lazy(async () => ({ default: (await sections()).ServicesGallery }));
const WhyChooseUs = lazy(async () => ({ default: (await sections()).WhyChooseUs }));
const MaintenanceTips = lazy(async () => ({ default: (await sections()).MaintenanceTips }));
const PromotedCarousel = lazy(async () => {
  const [module] = await Promise.all([import('@/app/promoted-carousel'), loadArea('catalogue')]);
  return { default: module.PromotedCarousel };
});

/** The landing page, in docs/product.md's order. */
export function HomePage() {
  return (
    <>
      <HeroSlideshow />
      <CategoryGrid />
      {/* A screen tall until the sections come, so the footer stays out of the first screen; the
          carousel shows only below them, so its cards never move when they come. */}
      <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
        <ServicesGallery />
        <WhyChooseUs />
        <Suspense fallback={<div className="h-[40rem] bg-slate-100" aria-hidden="true" />}>
          <PromotedCarousel />
        </Suspense>
        <MaintenanceTips />
      </Suspense>
    </>
  );
}
