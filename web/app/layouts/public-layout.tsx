import { Suspense } from 'react';
import { Outlet } from '@/lib/router';
import { ScrollRestoration } from '@/app/scroll-restoration';
import { Navbar, navItemClass } from '@/components/navbar';
import { lazyOptional } from '@/lib/lazy-optional';
import { OfflineBanner } from '@/components/offline-banner';
import { useRole } from '@/features/auth/api/get-role';
import { useAuth } from '@/features/auth/auth-context';
import { AccountButton } from '@/features/auth/components/account-button';
import { PostAdButton, type PostAdViewer } from '@/features/selling/components/post-ad-button';

/** "Post an ad" for whoever is looking: where it leads depends on whether they already sell (issue 64). */
function PostAd() {
  const { status } = useAuth();
  const { role } = useRole();
  const viewer: PostAdViewer = status === 'signed-out' ? 'visitor' : (role ?? 'unknown');
  return <PostAdButton viewer={viewer} />;
}

// Below every page's first screen (the HTML's shell has none): the footer comes after the first render.
const Footer = lazyOptional(() => import('@/components/footer').then((m) => m.Footer));
// What only signed-in people see in the navbar loads once someone is, in one chunk for the three.
const signedInNavbar = () => import('./signed-in-navbar');
const UnreadBadgeLink = lazyOptional(() => signedInNavbar().then((m) => m.UnreadBadgeLink));
const UnreadMenuDot = lazyOptional(() => signedInNavbar().then((m) => m.UnreadMenuDot));
const NotificationBell = lazyOptional(() => signedInNavbar().then((m) => m.NotificationBell));

/** Navbar, the page, footer. `children` replaces the outlet (the error page uses it). */
export function PublicLayout({ children }: { children?: React.ReactNode }) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar
        account={<AccountButton className={navItemClass} />}
        messages={
          signedIn && (
            <Suspense fallback={null}>
              <UnreadBadgeLink className={navItemClass} signedIn />
            </Suspense>
          )
        }
        menuBadge={
          signedIn && (
            <Suspense fallback={null}>
              <UnreadMenuDot signedIn />
            </Suspense>
          )
        }
        notifications={
          signedIn && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )
        }
        postAd={<PostAd />}
      />
      <OfflineBanner />
      <main id="content" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {/* A new page opens at its top; Back returns to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
