import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast/headless';
import { Icon } from '@/components/icon';

/**
 * A phone (a touch screen for its main pointer) shares through its own share sheet, where the
 * buyer's WhatsApp and Messenger are. Elsewhere the link is copied: a desktop browser's share
 * sheet offers little more than e-mail. A sheet that fails for any reason but being closed copies
 * the link too.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`);
    } catch {
      toast.error(t`Copy this link: ${url}`);
    }
  };
  const share = async () => {
    if (navigator.share && matchMedia('(pointer: coarse)').matches) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy();
  };
  return (
    <button type="button" className="btn border border-slate-300 text-slate-700" onClick={() => void share()}>
      <Icon name="share-variant" /> <Trans>Share</Trans>
    </button>
  );
}
