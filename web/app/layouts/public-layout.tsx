import { Outlet } from '@/lib/router';
import { Footer } from '@/components/footer';
import { ScrollRestoration } from '@/app/scroll-restoration';
import { Navbar, navItemClass } from '@/components/navbar';
import { useAuth } from '@/features/auth/auth-context';
import { AccountButton } from '@/features/auth/components/account-button';
import { UnreadBadgeLink, UnreadMenuDot } from '@/features/messages/components/unread-badge-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

/** Navbar, the page, footer. `children` replaces the outlet (the error page uses it). */
export function PublicLayout({ children }: { children?: React.ReactNode }) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar
        account={<AccountButton className={navItemClass} />}
        messages={<UnreadBadgeLink className={navItemClass} signedIn={signedIn} />}
        menuBadge={<UnreadMenuDot signedIn={signedIn} />}
        notifications={signedIn && <NotificationBell />}
      />
      <main id="content" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <Footer />
      {/* A new page opens at its top; Back returns to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
