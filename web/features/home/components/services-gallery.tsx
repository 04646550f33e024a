import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { Icon } from '@/components/icon';
import type { IconName } from '@/components/icon-names';

// Each tile opens the listings whose sellers mention that service (the search matches word starts).
const services: { icon: IconName; title: MessageDescriptor; text: MessageDescriptor; search: string }[] = [
  {
    icon: 'tools',
    title: msg`Installation`,
    text: msg`Wall brackets, piping and a leak test on the day.`,
    search: 'install',
  },
  {
    icon: 'gas-cylinder',
    title: msg`Gas refill`,
    text: msg`R22, R32 and R410A refills with a pressure check.`,
    search: 'gas',
  },
  {
    icon: 'spray-bottle',
    title: msg`Deep cleaning`,
    text: msg`Coils, filters and drain lines washed, indoor and out.`,
    search: 'clean',
  },
  {
    icon: 'wrench',
    title: msg`Repair`,
    text: msg`Compressors, PCBs, fans and capacitors diagnosed.`,
    search: 'serviced',
  },
  {
    icon: 'truck-outline',
    title: msg`Relocation`,
    text: msg`Uninstall, move and reinstall when you change flats.`,
    search: 'portable',
  },
  {
    icon: 'calendar-check',
    title: msg`Yearly care`,
    text: msg`A pre-summer service so the first heatwave finds it ready.`,
    search: 'warranty',
  },
];

/** The services gallery of the landing page. */
export function ServicesGallery() {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="services-heading" className="bg-white py-12">
      <div className="container-page">
        <h2 id="services-heading" className="mb-8 text-center text-3xl font-bold text-slate-800">
          <Trans>Services for your cooling</Trans>
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.icon}>
              <Link
                to={`/allproduct?q=${service.search}`}
                className="flex h-full gap-4 rounded-2xl bg-brand-50 p-5 hover:bg-brand-100"
              >
                <Icon name={service.icon} className="text-4xl text-brand-700" />
                <div>
                  <h3 className="font-semibold text-slate-800">{_(service.title)}</h3>
                  <p className="text-sm text-slate-600">{_(service.text)}</p>
                  <p className="mt-1 text-sm font-semibold text-brand-700">
                    <Trans>See units</Trans> <span aria-hidden="true">→</span>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
