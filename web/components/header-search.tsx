import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { productSearchPath } from '@/lib/product-search';
import { useNavigate } from '@/lib/router';
import { TEXT_MAX } from '@shared/domain';
import { Icon } from './icon';

/**
 * Search from every page's header: a button that opens a search box under the bar, leading to
 * /allproduct?q=…, as on the catalogue itself. A phone has no room for a box in the bar.
 */
export function HeaderSearch({ onOpen }: { onOpen?: () => void }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const boxId = useId();
  return (
    <>
      <button
        type="button"
        className="btn-ghost h-11 w-11 p-0"
        aria-expanded={open}
        // Only while the box is there: a reference to no element is no help to a screen reader.
        aria-controls={open ? boxId : undefined}
        onClick={() => {
          setOpen((value) => !value);
          onOpen?.();
        }}
      >
        <Icon name={open ? 'close' : 'magnify'} />
        {/* Not "Search": that names the catalogue's own button, which a reader there must not confuse with this. */}
        <span className="sr-only">
          <Trans>Find an AC</Trans>
        </span>
      </button>
      {open && (
        <form
          id={boxId}
          role="search"
          aria-label={_(msg`Find an AC`)}
          className="absolute inset-x-0 top-16 flex gap-2 border-b border-slate-200 bg-white p-3"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
            navigate(productSearchPath(event.currentTarget));
          }}
        >
          <input
            name="q"
            type="search"
            enterKeyHint="search"
            maxLength={TEXT_MAX}
            // The box opens because the person asked to type in it.
            autoFocus
            aria-label={_(msg`Brand, model or area`)}
            placeholder={_(msg`Brand, model or area`)}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:(border-brand-600 outline-none ring-2 ring-brand-100)"
          />
          <button type="submit" className="btn-primary min-h-11">
            <Trans>Find</Trans>
          </button>
        </form>
      )}
    </>
  );
}
