import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { disputeReasons, type DisputeReason } from '@shared/domain';
import { DISPUTE_PHOTOS_MAX, disputeInputSchema } from '@shared/schemas/protect';
import { Modal } from '@/components/modal';
import { ReasonChoice } from '@/components/reason-choice';
import { formatNumber } from '@/lib/format';
import { catalogText } from '@/lib/i18n';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { uploadDisputePhoto, useOpenDispute } from '@/features/orders/api/protection';
import { disputeReasonLabels } from '@/lib/dispute-labels';

interface Props {
  paymentId: string;
  productName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The buyer reports a problem with a protected payment: what is wrong, what happened and photos.
 * The money stays held until an admin decides; the same schema as the API checks the form.
 */
export function DisputeDialog({ paymentId, productName, open, onClose }: Props) {
  const { t } = useLingui();
  const dispute = useOpenDispute();
  const oneAtATime = useOneAtATime();
  const [reason, setReason] = useState<DisputeReason>('not-cooling');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const photosMax = formatNumber(DISPUTE_PHOTOS_MAX);

  const addPhotos = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, DISPUTE_PHOTOS_MAX - photos.length);
    for (const file of chosen) {
      try {
        setUploading(0);
        const small = await shrinkPhoto(file, (percent) => setUploading(Math.round(percent / 2)));
        const url = await uploadDisputePhoto(paymentId, small, (percent) => setUploading(50 + Math.round(percent / 2)));
        setPhotos((list) => [...list, url]);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : t`The photo could not be uploaded. Please try again.`);
      } finally {
        setUploading(null);
      }
    }
  };

  const submit = () => {
    const parsed = disputeInputSchema.safeParse({ reason, details, photos });
    if (!parsed.success) {
      setProblem(catalogText(parsed.error.issues[0]!.message));
      return;
    }
    setProblem(null);
    void oneAtATime(() =>
      dispute.mutateAsync({ paymentId, dispute: parsed.data }).then(
        () => {
          toast.success(
            t`Your dispute is open. The money stays held until an admin decides; you will see it in My Orders.`,
          );
          onClose();
        },
        (error: Error) => setProblem(error.message),
      ),
    );
  };

  return (
    <Modal open={open} labelledBy="dispute-title" width="w-[min(94vw,30rem)]" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id="dispute-title" className="text-lg font-bold text-slate-800">
          <Trans>Report a problem with {productName}</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Thanda keeps holding your payment until an admin has looked at both sides.</Trans>
        </p>
        <ReasonChoice
          legend={<Trans>What is wrong?</Trans>}
          reasons={disputeReasons}
          labels={disputeReasonLabels}
          value={reason}
          onChange={setReason}
        />
        <label className="mt-3 block">
          <span className="text-slate-700">
            <Trans>What happened?</Trans>
          </span>
          <textarea
            value={details}
            maxLength={1000}
            rows={3}
            required
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            onChange={(event) => setDetails(event.target.value)}
          />
        </label>
        <label className="mt-3 block">
          <span className="text-slate-700">
            <Trans>Photos of the problem (up to {photosMax})</Trans>
          </span>
          <input
            type="file"
            accept="image/*"
            multiple
            className="mt-1 block w-full text-sm"
            disabled={uploading !== null || photos.length >= DISPUTE_PHOTOS_MAX}
            onChange={(event) => void addPhotos(event.target.files)}
          />
        </label>
        {uploading !== null && (
          <p role="status" className="mt-1 text-sm text-slate-600">
            <Trans>Uploading… {uploading}%</Trans>
          </p>
        )}
        {photos.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t`Photos added`}>
            {photos.map((url, index) => (
              <li key={url}>
                <img
                  src={url}
                  alt={t`Photo ${ph({ number: formatNumber(index + 1) })}`}
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        {problem && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={onClose}>
            <Trans>cancel</Trans>
          </button>
          <button type="submit" className="btn-danger" disabled={dispute.isPending || uploading !== null}>
            <Trans>Open the dispute</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
