import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from '@/components/icon';
import { productSearchPath } from '@/lib/product-search';
import { useNavigate } from '@/lib/router';
import { TEXT_MAX } from '@shared/domain';

/**
 * The hero's search, leading to /allproduct?q=…. A plain GET form, so the still in index.html
 * searches before any JavaScript has run; the SPA follows it without a reload.
 */
export function HeroSearch() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  // The still's box, read before the SPA's first commit replaces it (none at build time): what a
  // visitor began typing there on a slow phone, and the focus, carry over instead of vanishing.
  const [still] = useState(() => globalThis.document?.querySelector<HTMLInputElement>('[data-shell] [name=q]'));
  const label = _(msg`Brand, model or area`);
  return (
    <form
      role="search"
      action="/allproduct"
      method="get"
      aria-label={_(msg`Search ACs and coolers`)}
      className="container-page flex gap-2 py-4"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(productSearchPath(event.currentTarget));
      }}
    >
      <input
        name="q"
        type="search"
        enterKeyHint="search"
        maxLength={TEXT_MAX}
        defaultValue={still?.value}
        autoFocus={still?.matches(':focus')}
        aria-label={label}
        placeholder={label}
        className="h-12 min-w-0 max-w-lg flex-1 rounded-lg px-3 text-slate-900"
      />
      <button type="submit" className="btn min-h-12 bg-white text-brand-900 hover:bg-brand-50">
        <Icon name="magnify" />
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
