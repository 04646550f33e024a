import { Link } from 'react-router';

const tips = [
  {
    title: 'Clean the filters every two weeks',
    text: 'Dhaka dust clogs a filter fast; a clean one cools quicker and uses less power.',
  },
  {
    title: 'Set 25 °C, not 16 °C',
    text: 'Each degree lower costs about 6% more electricity and cools the room no faster.',
  },
  {
    title: 'Protect it from voltage swings',
    text: 'A voltage stabiliser saves the compressor when the supply dips and jumps.',
  },
  {
    title: 'Service before the summer',
    text: 'A March check of gas, coils and drain lines avoids the April repair queue.',
  },
];

/** Four maintenance teasers, each with 'Learn more'. */
export function MaintenanceTips() {
  return (
    <section aria-labelledby="tips-heading" className="container-page py-12">
      <h2 id="tips-heading" className="mb-8 text-center text-3xl font-bold text-slate-800">
        Maintenance tips
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tips.map((tip) => (
          <li key={tip.title} className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-800">{tip.title}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-600">{tip.text}</p>
            <Link
              to="/"
              className="mt-3 font-semibold text-brand-700 underline"
              aria-label={`Learn more: ${tip.title}`}
            >
              Learn more
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
