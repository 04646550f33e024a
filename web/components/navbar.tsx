import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, NavLink } from '@/lib/router';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { Icon } from './icon';

const links = [
  { to: '/', label: msg`Home` },
  { to: '/blogs', label: msg`Blogs` },
  { to: '/allproduct', label: msg`All Product` },
  { to: '/dashboard', label: msg`Dashboard` },
];

/** The look of a navbar entry; `account` entries use it too. */
export const navItemClass = 'block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'block rounded-lg px-3 py-2 font-medium bg-brand-50 text-brand-800' : navItemClass;

/** The navigation bar of every page (docs/product.md section 2). */
export function Navbar({
  account,
  messages,
  menuBadge,
  notifications,
  postAd,
}: {
  account?: React.ReactNode;
  messages?: React.ReactNode;
  /** Shown on the phone's menu button: what waits inside the folded menu (unread messages). */
  menuBadge?: React.ReactNode;
  /** The notifications bell: beside the phone's menu button, not folded into it; last on wider screens. */
  notifications?: React.ReactNode;
  /** "Post an ad", for everyone: in the bar on a phone too, beside search. */
  postAd?: React.ReactNode;
}) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // Solid, not a translucent blur: nothing shows through it, and a cheap phone's GPU is spared a
  // blur on every scrolled frame.
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <nav aria-label={_(msg`Main`)} className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-800" onClick={close}>
          <Icon name="snowflake" className="text-2xl" />
          Thanda
        </Link>
        <div className="flex items-center gap-1 md:order-last">
          {postAd}
          <HeaderSearch onOpen={close} />
          {notifications}
          <button
            type="button"
            className="btn-ghost relative h-11 w-11 p-0 md:hidden"
            aria-expanded={open}
            aria-controls="main-menu"
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'close' : 'menu'} />
            <span className="sr-only">
              <Trans>Menu</Trans>
            </span>
            {!open && menuBadge}
          </button>
        </div>
        <ul
          id="main-menu"
          className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-16 flex-col gap-1 border-b border-slate-200 bg-white p-3 md:(static ml-auto flex flex-row items-center border-0 p-0)`}
        >
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={linkClass} onClick={close}>
                {_(link.label)}
              </NavLink>
            </li>
          ))}
          <li onClick={close}>{messages}</li>
          <li onClick={close}>
            {account ?? (
              <NavLink to="/login" className={linkClass}>
                <Trans>Login</Trans>
              </NavLink>
            )}
          </li>
          <li>
            <LanguageSwitch className={`${navItemClass} w-full text-left`} />
          </li>
        </ul>
      </nav>
    </header>
  );
}
