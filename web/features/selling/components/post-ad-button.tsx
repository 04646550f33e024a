import { Trans } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import { Link } from '@/lib/router';

/** Who looks at the header: `unknown` while signing in or reading the account (and in the page shell). */
export type PostAdViewer = 'visitor' | 'buyer' | 'seller' | 'admin' | 'unknown';

/** The page where a buyer starts selling (and where anyone not yet known is sent). */
export const SELL_PATH = '/sell';

/** Where the button leads each viewer; null: it is not shown (an admin does not sell). */
export function postAdTarget(viewer: PostAdViewer): { to: string; state?: { from: string } } | null {
  switch (viewer) {
    case 'admin':
      return null;
    case 'seller':
      return { to: '/dashboard/addproduct' };
    // After logging in, the visitor goes on to posting (the login page's `from`).
    case 'visitor':
      return { to: '/login', state: { from: SELL_PATH } };
    default:
      return { to: SELL_PATH };
  }
}

/**
 * "Post an ad" in the header, for everyone but an admin (Bikroy and OLX let anyone sell). On a phone
 * the icon sits over a short label in a 44 px square-ish tile, to fit beside search, the bell and
 * the menu at 390 px; on wider screens it is a button with the label beside the icon.
 */
export function PostAdButton({ viewer }: { viewer: PostAdViewer }) {
  const target = postAdTarget(viewer);
  if (!target) return null;
  return (
    <Link
      to={target.to}
      state={target.state}
      className="flex h-11 min-w-11 flex-col items-center justify-center whitespace-nowrap rounded-lg px-0.5 text-[0.6875rem] font-semibold leading-tight text-brand-800 hover:bg-brand-50 md:(h-10 flex-row gap-1.5 bg-brand-700 px-4 text-sm text-white hover:bg-brand-800)"
    >
      <Icon name="plus" className="text-lg md:text-base" />
      <span>
        <Trans>Post an ad</Trans>
      </span>
    </Link>
  );
}
