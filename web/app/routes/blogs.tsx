import { Trans } from '@lingui/react/macro';
import { BlogArticles } from '@/features/home/components/blog-articles';

export function BlogsPage() {
  return (
    <section className="container-page max-w-3xl py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-800">
        <Trans>Blogs</Trans>
      </h1>
      <BlogArticles />
    </section>
  );
}
