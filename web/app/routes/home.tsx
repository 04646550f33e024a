import { AdvertisedCarousel } from '../../features/catalogue/components/advertised-carousel';
import { CategoryGrid } from '../../features/catalogue/components/category-grid';
import { HeroSlideshow } from '../../features/home/components/hero-slideshow';
import { MaintenanceTips } from '../../features/home/components/maintenance-tips';
import { ServicesGallery } from '../../features/home/components/services-gallery';
import { WhyChooseUs } from '../../features/home/components/why-choose-us';
import { useRenderProductActions } from '../product-actions';

/** The landing page, in SPEC.md's order. */
export function HomePage() {
  const renderActions = useRenderProductActions();
  return (
    <>
      <HeroSlideshow />
      <CategoryGrid />
      <ServicesGallery />
      <WhyChooseUs />
      <AdvertisedCarousel renderActions={renderActions} />
      <MaintenanceTips />
    </>
  );
}
