import { useAccount } from '@/features/auth/api/get-role';
import { useAuth } from '@/features/auth/auth-context';
import { MessageSellerButton } from '@/features/messages/components/message-seller-button';
import { ProductActions } from '@/features/orders/components/product-actions';
import type { BookableProduct } from '@/features/orders/components/booking-modal';

/** Book Now, wishList and Message seller for product cards, wired to who is signed in. */
export function useRenderProductActions() {
  const { status, user } = useAuth();
  const { data: account } = useAccount();
  const buyer =
    status === 'signed-in' && user
      ? { id: account?._id, name: user.displayName ?? user.email, email: user.email }
      : null;
  return (product: BookableProduct) => (
    <ProductActions
      product={product}
      user={buyer}
      contact={buyer && <MessageSellerButton productId={product._id} productName={product.name} />}
    />
  );
}
