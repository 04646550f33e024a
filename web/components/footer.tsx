import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatYear } from '@/lib/format';
import { Link } from '@/lib/router';
import { socialNetworks, type SocialNetwork } from '@shared/domain';
import { socialLinks } from '@/lib/settings';
import { Icon } from './icon';
import type { IconName } from './icon-names';

/** Links without a page yet lead to docs/product.md's placeholder screen. */
const columns = [
  {
    title: msg`Services`,
    links: [
      { label: msg`Services`, to: '/coming-soon' },
      { label: msg`Integrations`, to: '/coming-soon' },
      { label: msg`Pricing`, to: '/coming-soon' },
      { label: msg`FAQ`, to: '/coming-soon' },
      // Not the listing card's 'Contact' (a phone number): its own context, its own translation.
      { label: msg({ message: 'Contact', context: 'footer link to the contact page' }), to: '/contact' },
    ],
  },
  {
    title: msg`Legal`,
    links: [
      { label: msg`Privacy`, to: '/privacy' },
      { label: msg`Terms of Service`, to: '/terms' },
    ],
  },
  {
    title: msg`Delivery`,
    links: [
      { label: msg`Home Delivery`, to: '/coming-soon' },
      { label: msg`Pick Up`, to: '/coming-soon' },
      { label: msg`Others`, to: '/coming-soon' },
    ],
  },
];

/** Each network's icon; only those the deployment names a page for are shown (web/lib/settings.ts). */
const socialIcons = {
  facebook: { label: msg`Thanda on Facebook`, icon: 'facebook' },
  youtube: { label: msg`Thanda on YouTube`, icon: 'youtube' },
  x: { label: msg`Thanda on X`, icon: 'twitter' },
} satisfies Record<SocialNetwork, { label: MessageDescriptor; icon: IconName }>;

/**
 * The public footer: docs/product.md's links (the legal pages and Contact, the rest placeholders),
 * the deployment's social pages and the 2022 copyright line.
 */
export function Footer() {
  const { _ } = useLingui();
  // This year, from the clock, in the page's digits.
  const year = formatYear(new Date().getFullYear());
  const socials = socialNetworks.flatMap((network) => {
    const href = socialLinks()[network];
    return href ? [{ ...socialIcons[network], href }] : [];
  });
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div
        className={`container-page grid gap-8 py-10 sm:grid-cols-2 ${socials.length ? 'md:grid-cols-4' : 'md:grid-cols-3'}`}
      >
        {columns.map((column) => (
          <nav key={column.title.id} aria-label={_(column.title)}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-400">{_(column.title)}</h2>
            <ul className="space-y-1">
              {column.links.map(({ label, to }) => (
                <li key={label.id}>
                  <Link to={to} className="inline-block py-1.5 hover:text-white">
                    {_(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {socials.length > 0 && (
          <div>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-400">
              <Trans>Follow us</Trans>
            </h2>
            <ul className="flex gap-4 text-2xl">
              {socials.map((social) => (
                <li key={social.label.id}>
                  <a
                    href={social.href}
                    aria-label={_(social.label)}
                    className="hover:text-white"
                    rel="noopener noreferrer"
                  >
                    <Icon name={social.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        <Trans>Copyright © {year} - All right reserved by Thanda</Trans>
      </p>
    </footer>
  );
}
