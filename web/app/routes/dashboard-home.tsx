import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { useDashboardMenu } from '@/app/layouts/dashboard-layout';

/** docs/product.md's welcome, and the role's screens as large shortcuts (on a phone the menu is folded). */
export function DashboardHome() {
  const { _ } = useLingui();
  const { role, items } = useDashboardMenu();
  return (
    <section className="flex min-h-[40vh] flex-col items-center justify-center text-center">
      <h1 className="text-4xl font-extrabold text-brand-800">
        <Trans>Welcome!!!!</Trans>
      </h1>
      <p className="mt-2 text-xl text-slate-700">
        <Trans>To Your DashBoard</Trans>
      </p>
      {role && (
        <ul className="mt-8 grid w-full max-w-md gap-3 sm:grid-cols-2">
          {items.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="btn w-full bg-white py-3 text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50">
                {_(label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
