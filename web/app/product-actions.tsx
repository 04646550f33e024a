import { useAuth } from '../features/auth/auth-context';
import { ProductActions } from '../features/orders/components/product-actions';
import type { BookableProduct } from '../features/orders/components/booking-modal';

/** Book Now and wishList for product cards, wired to who is signed in. */
export function useRenderProductActions() {
  const { status, user } = useAuth();
  const buyer = status === 'signed-in' && user ? { name: user.displayName ?? user.email, email: user.email } : null;
  return (product: BookableProduct) => <ProductActions product={product} user={buyer} />;
}
