const features = [
  {
    title: 'Professional Templates',
    text: 'Classic, Split and Hybrid: ATS-friendly layouts with real, selectable text that parsers read in order.',
  },
  {
    title: 'Live PDF Preview',
    text: 'Seven short steps, with the real PDF updating as you type. Your draft is kept as you go.',
  },
  {
    title: 'Easy Export',
    text: 'Download a PDF or an editable Word document, or print straight from your browser.',
  },
];

/** What Shortlist does, as facts we can stand behind (see docs/decisions/0004). */
const facts = [
  { value: '3', label: 'templates' },
  { value: '7', label: 'short steps' },
  { value: 'PDF · Word', label: 'downloads, or print' },
  { value: 'Free', label: 'to start' },
];

export function FeatureSection() {
  return (
    <>
      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold text-navy-900">
          Everything you need to apply with confidence
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {features.map((f) => (
            <article
              key={f.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <div aria-hidden="true" className="mb-4 h-10 w-10 rounded-xl bg-gold-400/30" />
              <h3 className="text-lg font-semibold text-navy-900">{f.title}</h3>
              <p className="mt-2 text-slate-600">{f.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section aria-label="Shortlist in numbers" className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center sm:px-6 md:grid-cols-4">
          {facts.map((f) => (
            <div key={f.label}>
              <dt className="sr-only">{f.label}</dt>
              <dd className="text-2xl font-extrabold text-navy-700">{f.value}</dd>
              <dd className="text-sm text-slate-500">{f.label}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
