import type { DownloadFormat } from '@shortlist/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ResumePdf } from '../../../components/pdf/resume-pdf';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { usePageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api/client';
import { shareApi, usePublicResume } from '../../../lib/api/share';
import {
  DOWNLOAD_FAILED,
  generationFailure,
  produceDownload,
} from '../../../lib/documents/use-resume-download';
import { paths } from '../../../lib/paths';

export const LINK_GONE = 'This link does not exist or was revoked.';

const FORMATS: [DownloadFormat, string][] = [
  ['pdf', 'Download PDF'],
  ['docx', 'Download Word'],
];

/**
 * /r/:slug, a shared resume (issue 29): read-only, as its real PDF in its template (the same
 * `ResumePdf` as My Resumes), not indexed. Downloads only when its owner allows them; the
 * server decides whether the owner's plan covers them before anything renders.
 */
export function SharedResumePage() {
  const { slug = '' } = useParams();
  const shared = usePublicResume(slug);
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const name = shared.data?.resume.personalInfo.fullName.trim() || 'Resume';
  usePageTitle(shared.isSuccess ? `${name}: resume` : 'Shared resume');

  const download = async (format: DownloadFormat) => {
    if (!shared.data) return;
    setBusy(format);
    try {
      await shareApi.publicDownload(slug, format);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : DOWNLOAD_FAILED,
      );
      setBusy(null);
      return;
    }
    try {
      await produceDownload(shared.data.resume, format);
    } catch (error) {
      toast.error(generationFailure(format, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="min-h-screen bg-slate-100">
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-navy-900">
            <Logo /> Shortlist
          </Link>
          <Link to={paths.home} className={buttonClasses('ghost', 'px-3 py-1.5')}>
            Make your own resume
          </Link>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-6">
        {shared.isPending && (
          <p role="status" className="flex items-center gap-2 py-16 text-slate-600">
            <Spinner size="sm" /> Loading the resume...
          </p>
        )}
        {shared.isError && (
          <div role="alert" className="mx-auto max-w-md py-16 text-center">
            <h1 className="text-2xl font-bold text-navy-900">Resume not available</h1>
            <p className="mt-2 text-slate-600">
              {shared.error instanceof ApiError && shared.error.status === 404
                ? LINK_GONE
                : shared.error.message}
            </p>
          </div>
        )}
        {shared.isSuccess && (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h1 className="text-2xl font-bold text-navy-900">{name}</h1>
              {shared.data.allowDownload && (
                <div className="flex flex-wrap gap-2">
                  {FORMATS.map(([format, label]) => (
                    <Button
                      key={format}
                      variant={format === 'pdf' ? 'gold' : 'secondary'}
                      loading={busy === format}
                      disabled={busy !== null}
                      onClick={() => void download(format)}
                    >
                      {label}
                    </Button>
                  ))}
                </div>
              )}
            </div>
            <ResumePdf
              resume={shared.data.resume}
              cacheKey={['shared', slug]}
              label={`Resume of ${name}`}
            />
          </>
        )}
      </div>
    </div>
  );
}
