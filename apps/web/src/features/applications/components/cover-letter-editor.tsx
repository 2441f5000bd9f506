import { APPLICATION_LIMITS, resumeDocumentOf, type Application } from '@shortlist/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useDraftCoverLetter, useUpdateApplication } from '../../../lib/api/applications';
import { resumeQuery } from '../../../lib/api/resumes';
import {
  downloadCoverLetter,
  type CoverLetterFormat,
} from '../../../lib/documents/cover-letter-download';
import { useSession } from '../../../lib/session/session-context';
import { useLetterText } from '../state/use-letter-text';

const FORMATS: [CoverLetterFormat, string][] = [
  ['pdf', 'PDF'],
  ['docx', 'DOCX'],
  ['txt', 'TXT'],
];

/**
 * The cover letter of an application: drafted from its resume and posting by the server,
 * edited here, saved on the application, downloaded in the resume's look. Nothing typed is
 * lost: unsaved text stays in this browser until it is saved (letter-draft.ts), and a new
 * draft replaces the user's text only with the old text kept one click away.
 */
export function CoverLetterEditor({
  application,
  onClose,
}: {
  application: Application;
  onClose: () => void;
}) {
  const id = useId();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const draft = useDraftCoverLetter();
  const save = useUpdateApplication();
  const letter = useLetterText(user?.id, application);
  const { text, setText, kept } = letter;
  const [busy, setBusy] = useState<CoverLetterFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changed = text !== application.coverLetter;
  const fail = (e: unknown) => setError((e as Error).message);

  const onDraft = () => {
    setError(null);
    draft.mutate(application.id, {
      onSuccess: (answer) => letter.replaceWith(answer.text),
      onError: fail,
    });
  };
  const onSave = () => {
    setError(null);
    save.mutate(
      { id: application.id, coverLetter: text },
      {
        onSuccess: () => {
          letter.settle();
          toast.success('Cover letter saved.');
        },
        onError: fail,
      },
    );
  };
  const onDownload = async (format: CoverLetterFormat) => {
    if (!application.resumeId || !user) return;
    setBusy(format);
    setError(null);
    try {
      const record = await queryClient.fetchQuery(resumeQuery(user.id, application.resumeId));
      await downloadCoverLetter(text, resumeDocumentOf(record), format);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      size="lg"
      title={`Cover letter: ${application.role} at ${application.company}`}
      onClose={() => {
        if (changed || kept)
          toast.info('Your unsaved letter is kept in this browser until you save it.');
        onClose();
      }}
    >
      <div className="space-y-3">
        {!application.resumeId && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Choose the resume this application uses (Edit) to draft or download a letter.
          </p>
        )}
        <label htmlFor={`${id}-letter`} className="block text-sm font-medium text-slate-800">
          Letter
        </label>
        <textarea
          id={`${id}-letter`}
          className={`${inputClasses} min-h-72`}
          value={text}
          maxLength={APPLICATION_LIMITS.coverLetter}
          placeholder="Draft a letter from your resume, or write your own."
          onChange={(e) => setText(e.target.value)}
        />
        {kept && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" role="status">
            {kept.note}
            <Button variant="ghost" onClick={letter.swap}>
              {kept.action}
            </Button>
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={onDraft}
            loading={draft.isPending}
            disabled={!application.resumeId}
          >
            Draft from my resume
          </Button>
          <Button onClick={onSave} loading={save.isPending} disabled={!changed}>
            Save letter
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
          <span className="text-sm text-slate-700">Download:</span>
          {FORMATS.map(([format, label]) => (
            <Button
              key={format}
              variant="ghost"
              loading={busy === format}
              disabled={!application.resumeId || text.trim() === '' || busy !== null}
              onClick={() => void onDownload(format)}
              aria-label={`Download the cover letter as ${label}`}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
    </Modal>
  );
}
