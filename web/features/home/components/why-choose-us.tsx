import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import type { IconName } from '@/components/icon-names';

const claims: { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'account-hard-hat',
    title: msg`Qualified engineers`,
    text: msg`Engineers with 10+ years of experience.`,
  },
  { icon: 'shield-check', title: msg`90-day warranty`, text: msg`A 90-day warranty on spare parts.` },
  { icon: 'account-wrench', title: msg`30-day warranty`, text: msg`A 30-day warranty on service.` },
  { icon: 'account-group', title: msg`80 lakh+ customers`, text: msg`Trusted by 80 lakh+ customers.` },
];

/** docs/product.md's 'why choose us' block (marketing text). */
export function WhyChooseUs() {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="why-heading" className="container-page py-12">
      <h2 id="why-heading" className="mb-8 text-center text-3xl font-bold text-slate-800">
        <Trans>Why choose us</Trans>
      </h2>
      {/* Two a row from the smallest phones: four short claims need not take a phone's whole screen. */}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {claims.map((claim) => (
          <li key={claim.icon} className="rounded-2xl bg-white p-4 text-center ring-1 ring-slate-200 sm:p-6">
            <Icon name={claim.icon} className="text-4xl text-brand-700 sm:text-5xl" />
            <h3 className="mt-2 font-semibold text-slate-800 sm:mt-3 sm:text-lg">{_(claim.title)}</h3>
            <p className="text-sm text-slate-600 sm:text-base">{_(claim.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
