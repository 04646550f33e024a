import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useRole, type Role } from '../../features/auth/api/get-role';

const menus: Record<Role, { to: string; label: string }[]> = {
  admin: [
    { to: '/dashboard/allseller', label: 'All Seller' },
    { to: '/dashboard/allbuyer', label: 'All Buyer' },
    { to: '/dashboard/refunds', label: 'Refunds' },
  ],
  seller: [
    { to: '/dashboard/myproducts', label: 'My Products' },
    { to: '/dashboard/mybuyers', label: 'My Buyers' },
    { to: '/dashboard/addproduct', label: 'Add Product' },
  ],
  buyer: [
    { to: '/dashboard/myorders', label: 'My Orders' },
    { to: '/dashboard/mywishlist', label: 'My WishList' },
  ],
};

/** The dashboard: a side menu by role (collapsible on small screens) beside the screen. */
export function DashboardLayout() {
  const { role, isPending } = useRole();
  const [open, setOpen] = useState(false);
  const items = role ? menus[role] : [];

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
          Dashboard menu <span aria-hidden="true" className={open ? 'i-mdi-chevron-up' : 'i-mdi-chevron-down'} />
        </button>
        <nav id="dashboard-menu" aria-label="Dashboard" className={`${open ? 'block' : 'hidden'} mt-2 md:(mt-0 block)`}>
          {isPending ? (
            <Spinner label="Loading your menu…" />
          ) : (
            <ul className="flex flex-col gap-1 rounded-xl bg-white p-2 ring-1 ring-slate-200">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `block rounded-lg px-3 py-2 font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
