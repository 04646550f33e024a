import { Trans } from '@lingui/react/macro';
import { Icon } from './icon';

/** docs/product.md's placeholder screen, for what is not built yet. */
export function ComingSoon() {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-3 py-16 text-center">
      <Icon name="snowflake" className="text-5xl text-brand-600" />
      <h1 className="text-3xl font-bold text-slate-800">
        <Trans>Coming Soon!!!</Trans>
      </h1>
      <p className="max-w-md text-slate-600">
        <Trans>We are still building this part of Thanda.</Trans>
      </p>
    </section>
  );
}
