import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast/headless';
import { Icon } from '../../../components/icon';

/** Share: the phone's own share sheet where there is one, else the link copied. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useLingui();
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closed without sharing.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`);
    } catch {
      toast.error(t`Copy this link: ${url}`);
    }
  };
  return (
    <button type="button" className="btn border border-slate-300 text-slate-700" onClick={() => void share()}>
      <Icon name="share-variant" /> <Trans>Share</Trans>
    </button>
  );
}
