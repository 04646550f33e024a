import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { normalisePhone } from '@shared/phone-numbers';
import { Icon } from '@/components/icon';

/**
 * "Show phone number": the number shows on a tap, with a call link and a WhatsApp link that starts
 * a chat with the listing's title and address already written.
 */
export function PhoneReveal({ phone, title, url }: { phone: string; title: string; url: string }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const number = normalisePhone(phone);
  if (!shown)
    return (
      <button type="button" className="btn border border-slate-300 text-slate-700" onClick={() => setShown(true)}>
        <Icon name="phone" /> <Trans>Show phone number</Trans>
      </button>
    );
  const greeting = t`Hello, is this still available? ${title} ${url}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {number ? (
        <>
          <a href={`tel:${number}`} className="btn border border-slate-300 font-semibold text-slate-800">
            <Icon name="phone" /> {phone}
          </a>
          <a
            href={`https://wa.me/${number.replace(/^\+/, '')}?text=${encodeURIComponent(greeting)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="btn bg-[#1f7a4d] text-white"
          >
            <Icon name="whatsapp" /> <Trans>WhatsApp</Trans>
          </a>
        </>
      ) : (
        <span className="font-semibold text-slate-800">{phone}</span>
      )}
    </div>
  );
}
