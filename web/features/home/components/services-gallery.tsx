const services = [
  { icon: 'i-mdi-tools', title: 'Installation', text: 'Wall brackets, piping and a leak test on the day.' },
  { icon: 'i-mdi-gas-cylinder', title: 'Gas refill', text: 'R22, R32 and R410A refills with a pressure check.' },
  {
    icon: 'i-mdi-spray-bottle',
    title: 'Deep cleaning',
    text: 'Coils, filters and drain lines washed, indoor and out.',
  },
  { icon: 'i-mdi-wrench', title: 'Repair', text: 'Compressors, PCBs, fans and capacitors diagnosed.' },
  { icon: 'i-mdi-truck-outline', title: 'Relocation', text: 'Uninstall, move and reinstall when you change flats.' },
  {
    icon: 'i-mdi-calendar-check',
    title: 'Yearly care',
    text: 'A pre-summer service so the first heatwave finds it ready.',
  },
];

/** The services gallery of the landing page. */
export function ServicesGallery() {
  return (
    <section aria-labelledby="services-heading" className="bg-white py-12">
      <div className="container-page">
        <h2 id="services-heading" className="mb-8 text-center text-3xl font-bold text-slate-800">
          Services for your cooling
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.title} className="flex gap-4 rounded-2xl bg-brand-50 p-5">
              <span aria-hidden="true" className={`${service.icon} shrink-0 text-4xl text-brand-700`} />
              <div>
                <h3 className="font-semibold text-slate-800">{service.title}</h3>
                <p className="text-sm text-slate-600">{service.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
