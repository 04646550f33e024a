import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

const columns = [
  { title: msg`Services`, links: [msg`Services`, msg`Integrations`, msg`Pricing`, msg`FAQ`] },
  { title: msg`Legal`, links: [msg`Privacy`, msg`Terms of Service`] },
  { title: msg`Delivery`, links: [msg`Home Delivery`, msg`Pick Up`, msg`Others`] },
];

const socials = [
  { label: msg`Thanda on Facebook`, icon: 'i-mdi-facebook', href: 'https://www.facebook.com/' },
  { label: msg`Thanda on YouTube`, icon: 'i-mdi-youtube', href: 'https://www.youtube.com/' },
  { label: msg`Thanda on X`, icon: 'i-mdi-twitter', href: 'https://x.com/' },
];

/** The public footer: docs/product.md's placeholder links, social icons and the 2022 copyright line. */
export function Footer() {
  const { _ } = useLingui();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 md:grid-cols-4">
        {columns.map((column) => (
          <nav key={column.title.id} aria-label={_(column.title)}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-400">{_(column.title)}</h2>
            <ul className="space-y-2">
              {column.links.map((label) => (
                <li key={label.id}>
                  {/* Placeholder pages: docs/product.md lists these links without their content. */}
                  <Link to="/coming-soon" className="hover:text-white">
                    {_(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-400">
            <Trans>Follow us</Trans>
          </h2>
          <ul className="flex gap-4 text-2xl">
            {socials.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  aria-label={_(social.label)}
                  className="hover:text-white"
                  rel="noopener noreferrer"
                >
                  <span aria-hidden="true" className={social.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        <Trans>Copyright © 2022 - All right reserved by Thanda</Trans>
      </p>
    </footer>
  );
}
