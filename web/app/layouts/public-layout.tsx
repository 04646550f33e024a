import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../../components/footer';
import { Navbar, navItemClass } from '../../components/navbar';
import { AccountButton } from '../../features/auth/components/account-button';

/** Navbar, the page, footer. `children` replaces the outlet (the error page uses it). */
export function PublicLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar account={<AccountButton className={navItemClass} />} />
      <main id="content" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <Footer />
      {/* A new page opens at its top; Back returns to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
