import { findTemplate, type TemplateInfo } from '@shortlist/resume';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';

/**
 * The six templates, the spec's three first, each with its sample image: page one of the real
 * PDF of apps/web/demo/sample-resume.json (apps/web/demo/make-demo-images.sh).
 */
export const demoTemplates = ['split', 'classic', 'hybrid', 'modern', 'banner', 'compact'].map(
  (slug) => {
    const template: TemplateInfo = findTemplate(slug);
    return { id: template.id, name: template.name, image: `/demo/${template.slug}.png` };
  },
);

type Demo = (typeof demoTemplates)[number];

/** The templates as sample resumes; a click opens a full-screen zoom. */
export function DemoSection() {
  const [zoomed, setZoomed] = useState<Demo | null>(null);
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 bg-slate-100 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="demo-title" className="text-center text-3xl font-bold text-navy-900">
          Six templates, one click apart
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Every preview is the real PDF you download. Click a template to look closer.
        </p>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 md:grid-cols-3">
          {demoTemplates.map((demo) => (
            <li key={demo.id}>
              <button
                type="button"
                onClick={() => setZoomed(demo)}
                className="group block w-full overflow-hidden rounded-2xl bg-white text-left shadow-md ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl"
                aria-label={`Zoom the ${demo.name} template`}
              >
                <img
                  src={demo.image}
                  alt={`Sample resume in the ${demo.name} template`}
                  className="aspect-[210/297] w-full bg-white object-cover object-top"
                  loading="lazy"
                />
                <span className="block border-t border-slate-200 px-4 py-3 font-semibold text-navy-900">
                  {demo.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Modal
        open={zoomed !== null}
        title={zoomed ? `${zoomed.name} template` : ''}
        onClose={() => setZoomed(null)}
        size="full"
      >
        {zoomed && (
          <img
            src={zoomed.image}
            alt={`Sample resume in the ${zoomed.name} template, enlarged`}
            className="mx-auto w-full max-w-3xl"
          />
        )}
      </Modal>
    </section>
  );
}
