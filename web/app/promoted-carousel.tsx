import { AdvertisedCarousel } from '@/features/catalogue/components/advertised-carousel';
import { useRenderProductActions } from './product-actions';

/**
 * '/''s promoted products with the actions under each card, wired to who is signed in. The home
 * page loads it lazily, so booking, wishing, messaging and a seller's own actions stay out of '/''s
 * first render and come with the carousel.
 */
export function PromotedCarousel() {
  const renderActions = useRenderProductActions();
  return <AdvertisedCarousel renderActions={renderActions} />;
}
