import type { Resume } from '@shortlist/resume';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { checkExports, type AtsFileCheck, type AtsReaders } from '../check-exports';
import { AtsFileReport } from './ats-report';

type State =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'done'; checks: AtsFileCheck[] }
  | { step: 'failed'; message: string };

/**
 * "What an ATS sees" (decision 0112): on request, the user's PDF and Word files are made as
 * a download makes them and read back in this browser by a resume parser; the panel shows,
 * field by field, what it read and what to change where it missed. Offline: nothing is sent.
 */
export function AtsPanel({ resume, readers }: { resume: Resume; readers?: AtsReaders }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  // Only the latest check's answer is shown (the resume may change while one runs).
  const latest = useRef(0);
  const run = async () => {
    const id = ++latest.current;
    setState({ step: 'checking' });
    try {
      const checks = await checkExports(resume, readers);
      if (latest.current === id) setState({ step: 'done', checks });
    } catch (error) {
      if (latest.current === id)
        setState({ step: 'failed', message: (error as Error).message || 'The check failed.' });
    }
  };
  return (
    <section
      aria-labelledby="ats-panel-heading"
      className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="ats-panel-heading" className="font-semibold text-slate-900">
        What an ATS sees
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Applicant-tracking systems read the text of your file, not its look. See what a parser reads
        from your PDF and Word files. The check runs in this browser: nothing is sent.
      </p>
      <div className="mt-3">
        <Button
          variant="secondary"
          onClick={() => void run()}
          loading={state.step === 'checking'}
          disabled={state.step === 'checking'}
        >
          {state.step === 'done' ? 'Check again' : 'Check my files'}
        </Button>
      </div>
      {state.step === 'checking' && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <Spinner size="sm" /> Reading your PDF and Word files...
        </p>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {state.message}
        </p>
      )}
      {state.step === 'done' && (
        <div className="mt-3 grid gap-3">
          {state.checks.map((check) => (
            <AtsFileReport key={check.format} check={check} />
          ))}
        </div>
      )}
    </section>
  );
}
