import { CategoryGrid } from '../../features/catalogue/components/category-grid';

export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 text-center">
          <h1 className="text-4xl font-extrabold text-brand-900 md:text-5xl">Stay cool for less</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
            Thanda is where Bangladesh buys and sells second-hand air conditioners and coolers, from Dhaka to
            Sylhet.
          </p>
        </div>
      </section>
      <CategoryGrid />
    </>
  );
}
