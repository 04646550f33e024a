import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast/headless';
import { useMessageSeller } from '@/features/messages/api/conversations';
import { Icon } from '@/components/icon';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

/** "Message seller": opens the signed-in buyer's conversation about a listing (one per listing). */
export function MessageSellerButton({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useLingui();
  const start = useMessageSeller();
  const oneAtATime = useOneAtATime();
  return (
    <button
      type="button"
      className="btn border border-slate-300 text-slate-700 hover:bg-slate-50"
      aria-label={t`Message seller: ${ph({ name: productName })}`}
      disabled={start.isPending}
      onClick={() =>
        void oneAtATime(() => start.mutateAsync(productId).catch((error: Error) => toast.error(error.message)))
      }
    >
      <Icon name="message-text-outline" /> <Trans>Message seller</Trans>
    </button>
  );
}
