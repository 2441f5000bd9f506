import { APPLICATION_LIMITS, jobDescriptionField, type MatchAnswer } from '@shortlist/contract';
import { addSkill, type Resume } from '@shortlist/resume';
import { rematch } from '@shortlist/resume/match/match';
import { suggestTerms, type TermSuggestion } from '@shortlist/resume/match/suggest';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { applicationsApi, useApplications } from '../../../lib/api/applications';
import { ApiError } from '../../../lib/api/client';

const errorText = (e: unknown) =>
  e instanceof ApiError ? (e.serverMessage ?? e.message) : (e as Error).message;

/**
 * 'Match a job' in the builder (issue 27): paste a posting, see the score and the terms found
 * and missing. For a missing term the resume itself points to, a suggestion to accept or not;
 * accepting adds it through the form like typing, so undo, redo and the draft sync take it.
 * The score follows the user's edits (the same terms, counted again in the browser).
 */
export function MatchPanel({
  applicationId,
  readOnly = false,
}: {
  applicationId?: string | null;
  /** The resume cannot be edited (a locked one): the match shows, nothing is added. */
  readOnly?: boolean;
}) {
  const [open, setOpen] = useState(Boolean(applicationId));
  const panelId = useId();
  return (
    <section aria-label="Match a job" className="rounded-xl border border-slate-200 bg-white">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between px-4 py-2 text-left text-sm font-semibold text-navy-800"
      >
        Match a job
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <div id={panelId} className="border-t border-slate-200 p-4">
          {applicationId ? (
            <ApplicationMatch applicationId={applicationId} readOnly={readOnly} />
          ) : (
            <MatchBody initialPosting="" readOnly={readOnly} />
          )}
        </div>
      )}
    </section>
  );
}

/** The match of a signed-in user's application: its posting fills the box. */
function ApplicationMatch({
  applicationId,
  readOnly,
}: {
  applicationId: string;
  readOnly: boolean;
}) {
  const applications = useApplications();
  const application = applications.data?.find((a) => a.id === applicationId);
  return <MatchBody initialPosting={application?.jobDescription ?? ''} readOnly={readOnly} />;
}

function MatchBody({ initialPosting, readOnly }: { initialPosting: string; readOnly: boolean }) {
  const { control, getValues, setValue } = useFormContext<Resume>();
  // The application's posting fills the box until the user types their own.
  const [typed, setPosting] = useState<string | null>(null);
  const posting = typed ?? initialPosting;
  const [answer, setAnswer] = useState<MatchAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const postingId = useId();
  // Every edit of the form counts again: the score moves as the user adds a term.
  useWatch({ control });
  const resume = getValues();
  const current = answer ? rematch(resume, answer.terms) : null;
  const suggestions = current && !readOnly ? suggestTerms(resume, current.terms) : [];

  const run = async () => {
    const checked = jobDescriptionField.safeParse(posting);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Paste the job posting.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setAnswer(await applicationsApi.match(getValues(), posting));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const accept = (s: TermSuggestion) => {
    const items = getValues(s.addTo) ?? [];
    const next = s.addTo === 'skills' ? addSkill(items, s.term) : [...items, s.term];
    setValue(s.addTo, next, { shouldDirty: true });
  };

  return (
    <div className="space-y-3">
      <label htmlFor={postingId} className="block text-sm font-medium text-slate-800">
        Job posting
      </label>
      <textarea
        id={postingId}
        className={`${inputClasses} min-h-32`}
        value={posting}
        maxLength={APPLICATION_LIMITS.jobDescription}
        placeholder="Paste the job posting here"
        onChange={(e) => setPosting(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void run()} loading={busy} disabled={posting.trim() === ''}>
          {answer ? 'Match again' : 'Match'}
        </Button>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
      {current && <MatchResult current={current} suggestions={suggestions} onAccept={accept} />}
    </div>
  );
}

function MatchResult({
  current,
  suggestions,
  onAccept,
}: {
  current: MatchAnswer;
  suggestions: TermSuggestion[];
  onAccept: (s: TermSuggestion) => void;
}) {
  const found = current.terms.filter((t) => t.found);
  const missing = current.terms.filter((t) => !t.found);
  const suggestionFor = (term: string) => suggestions.find((s) => s.term === term);
  if (current.terms.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No skills, titles or degrees we know were found in this posting.
      </p>
    );
  return (
    <div className="space-y-3">
      <p className="text-lg font-bold text-navy-900" aria-live="polite">
        Match score: {current.score}%
      </p>
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Missing ({missing.length})</h3>
        {missing.length === 0 ? (
          <p className="text-sm text-slate-600">Your resume names every term of the posting.</p>
        ) : (
          <ul aria-label="Missing terms" className="mt-1 space-y-2">
            {missing.map((t) => {
              const s = suggestionFor(t.term);
              return (
                <li key={t.term} className="rounded-lg bg-amber-50 px-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{t.term}</span>
                  <span className="text-slate-600"> · {t.required ? 'required' : 'preferred'}</span>
                  {s ? (
                    <div className="mt-1 flex flex-wrap items-center gap-2">
                      <span className="text-slate-700">
                        {s.because} If it is true, add it to your {s.addTo}.
                      </span>
                      <Button
                        variant="secondary"
                        className="px-2 py-1"
                        onClick={() => onAccept(s)}
                        aria-label={`Add ${t.term} to your ${s.addTo}`}
                      >
                        Add
                      </Button>
                    </div>
                  ) : (
                    <p className="mt-0.5 text-slate-600">Add it only if it is true for you.</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Found ({found.length})</h3>
        <ul aria-label="Found terms" className="mt-1 flex flex-wrap gap-1.5">
          {found.map((t) => (
            <li
              key={t.term}
              className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm text-emerald-800"
            >
              {t.term}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
