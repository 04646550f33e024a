import { Outlet } from 'react-router';
import { Footer } from '../../components/footer';
import { Navbar } from '../../components/navbar';

/** Navbar, the page, footer. `children` replaces the outlet (the error page uses it). */
export function PublicLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="content" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
