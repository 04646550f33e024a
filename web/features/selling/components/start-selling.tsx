import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast/headless';
import { useStartSelling } from '@/features/selling/api/start-selling';

/**
 * The one step from buyer to seller (issue 64): what changes and what stays, and one button. Once
 * the account is a seller's, a toast says so and `onStarted` moves on (to Add A Product).
 */
export function StartSelling({ onStarted }: { onStarted: () => void }) {
  const { t } = useLingui();
  const start = useStartSelling();
  return (
    <section aria-labelledby="start-selling-title" className="container-page flex justify-center py-8 md:py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 id="start-selling-title" className="text-2xl font-bold text-slate-800">
          <Trans>Start selling on Thanda</Trans>
        </h1>
        <p className="mt-3 text-slate-700">
          <Trans>Post your used AC for buyers all over Bangladesh.</Trans>
        </p>
        <p className="mt-2 text-slate-700">
          <Trans>Your orders, wish list and messages stay as they are, and you can still buy.</Trans>
        </p>
        <button
          type="button"
          className="btn-primary mt-6 min-h-11 w-full"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => {
                toast.success(t`You can post ads now`);
                onStarted();
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {start.isPending ? <Trans>Starting…</Trans> : <Trans>Start selling</Trans>}
        </button>
      </div>
    </section>
  );
}
