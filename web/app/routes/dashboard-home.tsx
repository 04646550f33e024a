import { Trans } from '@lingui/react/macro';

export function DashboardHome() {
  return (
    <section className="flex min-h-[40vh] flex-col items-center justify-center text-center">
      <h1 className="text-4xl font-extrabold text-brand-800">
        <Trans>Welcome!!!!</Trans>
      </h1>
      <p className="mt-2 text-xl text-slate-700">
        <Trans>To Your DashBoard</Trans>
      </p>
    </section>
  );
}
