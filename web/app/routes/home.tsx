import { lazy, Suspense } from 'react';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { HeroSlideshow } from '@/features/home/components/hero-slideshow';
import { MaintenanceTips } from '@/features/home/components/maintenance-tips';
import { ServicesGallery } from '@/features/home/components/services-gallery';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { useRenderProductActions } from '@/app/product-actions';

// Below the fold: the promoted carousel (Swiper's navigation, cards, booking) loads after first paint.
const AdvertisedCarousel = lazy(() =>
  import('@/features/catalogue/components/advertised-carousel').then((m) => ({ default: m.AdvertisedCarousel })),
);

/** The landing page, in docs/product.md's order. */
export function HomePage() {
  const renderActions = useRenderProductActions();
  return (
    <>
      <HeroSlideshow />
      <CategoryGrid />
      <ServicesGallery />
      <WhyChooseUs />
      <Suspense fallback={<div className="h-[40rem] bg-slate-100" aria-hidden="true" />}>
        <AdvertisedCarousel renderActions={renderActions} />
      </Suspense>
      <MaintenanceTips />
    </>
  );
}
