import { findTemplate, type TemplateInfo } from '@shortlist/resume/templates/catalog';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';

/**
 * The six templates, the spec's three first, each with its sample image: page one of the real
 * PDF of apps/web/demo/sample-resume.json (apps/web/demo/make-demo-images.sh), as AVIF and WebP.
 */
export const demoTemplates = ['split', 'classic', 'hybrid', 'modern', 'banner', 'compact'].map(
  (slug) => {
    const template: TemplateInfo = findTemplate(slug);
    return { id: template.id, name: template.name, image: `/demo/${template.slug}` };
  },
);

export type Demo = (typeof demoTemplates)[number];

/** The widths each sample is stored at (apps/web/scripts/demo-images.mjs), as a srcset. */
const srcSet = (image: string, format: 'avif' | 'webp') =>
  [347, 662].map((width) => `${image}-${width}.${format} ${width}w`).join(', ');

/**
 * A sample as AVIF (or WebP where AVIF is not read) at the width it is shown: `sizes` as
 * in the page's layout (a third of the 6xl grid from md up, the full width below).
 */
function DemoPicture({
  image,
  sizes,
  alt,
  className,
  lazy = false,
}: {
  image: string;
  sizes: string;
  alt: string;
  className: string;
  lazy?: boolean;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={`${image}-662.webp`}
        alt={alt}
        width={662}
        height={936}
        className={className}
        loading={lazy ? 'lazy' : undefined}
      />
    </picture>
  );
}

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
                <DemoPicture
                  image={demo.image}
                  sizes="(min-width: 768px) 347px, calc(100vw - 2rem)"
                  alt={`Sample resume in the ${demo.name} template`}
                  className="aspect-[210/297] h-auto w-full bg-white object-cover object-top"
                  lazy
                />
                <span className="block border-t border-slate-200 px-4 py-3 font-semibold text-navy-900">
                  {demo.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <DemoZoom zoomed={zoomed} onClose={() => setZoomed(null)} />
    </section>
  );
}

/**
 * A sample shown full screen. The static landing page's script shows it too, with the same
 * component, when a template is clicked there.
 */
export function DemoZoom({ zoomed, onClose }: { zoomed: Demo | null; onClose: () => void }) {
  return (
    <Modal
      open={zoomed !== null}
      title={zoomed ? `${zoomed.name} template` : ''}
      onClose={onClose}
      size="full"
    >
      {zoomed && (
        <DemoPicture
          image={zoomed.image}
          sizes="662px"
          alt={`Sample resume in the ${zoomed.name} template, enlarged`}
          className="mx-auto h-auto w-full max-w-3xl"
        />
      )}
    </Modal>
  );
}
