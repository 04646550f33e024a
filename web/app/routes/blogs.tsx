import { Trans } from '@lingui/react/macro';
import { GuideList } from '@/features/guides/components/guide-list';

/** The Blogs page: five guides for buying and keeping a used AC in Bangladesh. */
export function BlogsPage() {
  return (
    <section className="container-page max-w-3xl py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-800">
        <Trans>Blogs</Trans>
      </h1>
      <GuideList />
    </section>
  );
}
