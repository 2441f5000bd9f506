import type { Resume } from '@shortlist/resume';
import { useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { usePreviewState } from '../../preview/live-preview-context';
import { PdfPages } from '../../../../components/pdf/pdf-pages';
import { HtmlPlaceholder } from './html-placeholder';

/** The live preview beside the form: the real PDF, page by page, with its render status. */
export function PreviewPanel({
  templateName,
  paperName,
}: {
  templateName: string;
  paperName: string;
}) {
  const { bytes, pageKeys, busy, error, unsupported, empty, draft, proposal } = usePreviewState();
  const [pages, setPages] = useState(0);
  // The form's value until the first PDF is drawn (the context stops sending it once a PDF
  // exists): kept from the render that last had it.
  const [held, setHeld] = useState<Resume | null>(null);
  if (draft && draft !== held) setHeld(draft);

  return (
    <section aria-labelledby="preview-heading" className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-3 pb-3">
        <h2
          id="preview-heading"
          className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
        >
          Live Preview
        </h2>
        <p className="flex items-center gap-2 text-xs text-slate-500" aria-live="polite">
          {busy ? (
            // A still dot, not a spinner: while typing the preview is busy most of the time,
            // and an animation redrawn every frame took a core from the rendering (decision 0901).
            <>
              <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-amber-400" />
              Updating…
            </>
          ) : pages > 0 ? (
            `${templateName} · ${pages === 1 ? '1 page' : `${pages} pages`} · ${paperName}`
          ) : null}
        </p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto rounded-xl bg-slate-200/70 p-3 sm:p-5">
        {error && (
          <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            The preview failed to render: {error}. Your text is saved.
          </p>
        )}
        {proposal && (
          <p
            role="status"
            className="mx-auto mb-3 max-w-xl rounded-lg bg-gold-400/20 px-3 py-2 text-center text-sm font-medium text-navy-900 ring-1 ring-gold-400"
          >
            Showing an AI proposal. Nothing is changed until you accept it.
          </p>
        )}
        {empty && !unsupported && (
          <p className="mx-auto mb-3 max-w-xl rounded-lg bg-white/80 px-3 py-2 text-center text-sm text-slate-600">
            Your resume takes shape here as you type. This is the real PDF you will download.
          </p>
        )}
        {unsupported ? (
          <EmptyPage text="The live preview needs a browser with Web Workers." />
        ) : (
          <>
            {bytes && (
              // Drawn out of sight until its first page is ready: the placeholder stays till then.
              <div className={pages > 0 ? undefined : 'h-0 overflow-hidden'}>
                <PdfPages
                  bytes={bytes}
                  pageKeys={pageKeys}
                  label={`${templateName} preview`}
                  onDrawn={setPages}
                />
              </div>
            )}
            {pages === 0 &&
              (held && !empty ? (
                <HtmlPlaceholder resume={held} />
              ) : (
                <EmptyPage text="Preparing your preview…" spinner />
              ))}
          </>
        )}
      </div>
    </section>
  );
}

function EmptyPage({ text, spinner = false }: { text: string; spinner?: boolean }) {
  return (
    <div className="mx-auto flex aspect-[210/297] w-full max-w-xl flex-col items-center justify-center gap-3 rounded bg-white text-sm text-slate-500 shadow">
      {spinner && <Spinner size="lg" />}
      <p>{text}</p>
    </div>
  );
}
