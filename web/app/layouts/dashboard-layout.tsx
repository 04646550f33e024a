import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { NavLink, Outlet } from '@/lib/router';
import { Spinner } from '@/components/spinner';
import { useAccount, useRole, type Role } from '@/features/auth/api/get-role';
import { SuspensionNotice } from '@/features/moderation/components/suspension-notice';
import { useMyVerification } from '@/features/verification/api/verification';
import { VerificationNotice } from '@/features/verification/components/verification-notice';
import { Icon } from '@/components/icon';

type MenuItem = { to: string; label: MessageDescriptor; verifiedLabel?: MessageDescriptor };

/** Each role's screens, in the side menu and as the dashboard home's shortcuts. */
const dashboardMenus: Record<Role, MenuItem[]> = {
  admin: [
    { to: '/dashboard/allseller', label: msg`All Seller` },
    { to: '/dashboard/allbuyer', label: msg`All Buyer` },
    { to: '/dashboard/payment-reviews', label: msg`Payment reviews` },
    { to: '/dashboard/refunds', label: msg`Refunds` },
    { to: '/dashboard/disputes', label: msg`Disputes` },
    { to: '/dashboard/payouts', label: msg`Payouts` },
    { to: '/dashboard/moderation', label: msg`Moderation` },
    { to: '/dashboard/audit-log', label: msg`Audit log` },
    { to: '/dashboard/inspections', label: msg`Inspections` },
    { to: '/dashboard/saved-searches', label: msg`Saved searches` },
    { to: '/dashboard/my-inspections', label: msg`My inspections` },
    { to: '/dashboard/notifications', label: msg`Notifications` },
  ],
  seller: [
    { to: '/dashboard/myproducts', label: msg`My Products` },
    { to: '/dashboard/mybuyers', label: msg`My Buyers` },
    { to: '/dashboard/money', label: msg`My money` },
    { to: '/dashboard/addproduct', label: msg`Add Product` },
    // A seller can buy too (issue 64): a buyer who started selling keeps their orders and wish list.
    { to: '/dashboard/myorders', label: msg`My Orders` },
    { to: '/dashboard/mywishlist', label: msg`My WishList` },
    { to: '/dashboard/messages', label: msg`Messages` },
    { to: '/dashboard/notifications', label: msg`Notifications` },
    { to: '/dashboard/reports', label: msg`My reports` },
    { to: '/dashboard/saved-searches', label: msg`Saved searches` },
    { to: '/dashboard/my-inspections', label: msg`My inspections` },
    { to: '/dashboard/verification', label: msg`Get verified`, verifiedLabel: msg`Verification` },
  ],
  buyer: [
    { to: '/dashboard/myorders', label: msg`My Orders` },
    { to: '/dashboard/mywishlist', label: msg`My WishList` },
    { to: '/dashboard/messages', label: msg`Messages` },
    { to: '/dashboard/notifications', label: msg`Notifications` },
    { to: '/dashboard/reports', label: msg`My reports` },
    { to: '/dashboard/saved-searches', label: msg`Saved searches` },
    { to: '/dashboard/my-inspections', label: msg`My inspections` },
  ],
};

/** The signed-in user's menu, labelled for them: a verified seller is not asked to get verified. */
export function useDashboardMenu() {
  const { role, isPending } = useRole();
  // The layout's verification notice asks for the same query: this makes no extra request.
  const verification = useMyVerification(role === 'seller');
  const isVerified = verification.data?.verified === true;
  // A technician's visits come first (issue 62): a flag beside the role, from the account useRole reads.
  const { data: account } = useAccount();
  const visits: MenuItem[] = account?.technician ? [{ to: '/dashboard/technician', label: msg`My visits` }] : [];
  const items = [...visits, ...(role ? dashboardMenus[role] : [])].map(({ to, label, verifiedLabel }) => ({
    to,
    label: isVerified && verifiedLabel ? verifiedLabel : label,
  }));
  return { role, items, isPending: isPending || (role === 'seller' && verification.isPending) };
}

const itemClass = 'block rounded-lg px-3 py-2 font-medium';
const idleItemClass = 'text-slate-700 hover:bg-slate-100';

/** The dashboard: a side menu by role (collapsible on small screens) beside the screen. */
export function DashboardLayout() {
  const { _ } = useLingui();
  const { role, items, isPending } = useDashboardMenu();
  const [open, setOpen] = useState(false);

  return (
    <div className="container-page flex flex-col gap-6 py-6 md:flex-row">
      <aside className="md:w-56 md:shrink-0">
        <button
          type="button"
          className="btn-ghost w-full justify-between border border-slate-200 md:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <Trans>Dashboard menu</Trans> <Icon name={open ? 'chevron-up' : 'chevron-down'} />
        </button>
        <nav
          id="dashboard-menu"
          aria-label={_(msg`Dashboard`)}
          className={`${open ? 'block' : 'hidden'} mt-2 md:(mt-0 block)`}
        >
          {isPending ? (
            <Spinner label={_(msg`Loading your menu…`)} />
          ) : (
            <ul className="flex flex-col gap-1 rounded-xl bg-white p-2 ring-1 ring-slate-200">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) => `${itemClass} ${isActive ? 'bg-brand-700 text-white' : idleItemClass}`}
                  >
                    {_(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <SuspensionNotice enabled={role !== undefined && role !== 'admin'} />
        <VerificationNotice enabled={role === 'seller'} />
        <Outlet />
      </div>
    </div>
  );
}
