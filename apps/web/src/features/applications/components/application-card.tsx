import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@shortlist/contract';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { STATUS_LABELS } from './status';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export type CardActions = {
  onStatus: (status: ApplicationStatus) => void;
  onEdit: () => void;
  onCoverLetter: () => void;
  onTailor: () => void;
  onDelete: () => void;
};

/** One application: role and company, a status select, dates, its resume, notes and actions. */
export function ApplicationCard({
  application: a,
  resumeTitle,
  busy,
  actions,
}: {
  application: Application;
  resumeTitle: string | null;
  busy: boolean;
  actions: CardActions;
}) {
  const name = `${a.role} at ${a.company}`;
  return (
    <article
      aria-label={name}
      className="min-w-0 space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="min-w-0">
        <h3 className="truncate font-semibold text-navy-900">{a.role}</h3>
        <p className="truncate text-sm text-slate-700">
          {a.jobUrl ? (
            <a href={a.jobUrl} target="_blank" rel="noopener noreferrer" className="underline">
              {a.company}
            </a>
          ) : (
            a.company
          )}
        </p>
      </div>
      <label className="block text-xs font-medium text-slate-600">
        Status
        <select
          className={`${inputClasses} mt-0.5`}
          value={a.status}
          aria-label={`Status of ${name}`}
          onChange={(e) => actions.onStatus(e.target.value as ApplicationStatus)}
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
        <dt>Added</dt>
        <dd>{day(a.createdAt)}</dd>
        {a.appliedAt && (
          <>
            <dt>Applied</dt>
            <dd>{day(a.appliedAt)}</dd>
          </>
        )}
        <dt>Resume</dt>
        <dd className="truncate">{resumeTitle ?? 'None chosen'}</dd>
        <dt>Letter</dt>
        <dd>{a.coverLetter.trim() ? 'Written' : 'None yet'}</dd>
      </dl>
      {a.notes && (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-700">{a.notes}</p>
      )}
      <div className="flex flex-wrap gap-1.5">
        <CardButton onClick={actions.onEdit} label={`Edit ${name}`}>
          Edit
        </CardButton>
        <CardButton
          onClick={actions.onTailor}
          loading={busy}
          disabled={!a.resumeId}
          title={a.resumeId ? undefined : 'Choose a resume first (Edit)'}
        >
          Tailor a copy
        </CardButton>
        <CardButton onClick={actions.onCoverLetter}>Cover letter</CardButton>
        <CardButton onClick={actions.onDelete} label={`Delete ${name}`} danger>
          Delete
        </CardButton>
      </div>
    </article>
  );
}

/** A small action of a card; `label` names it with its application for screen readers. */
function CardButton({
  label,
  danger = false,
  ...rest
}: Omit<ButtonProps, 'aria-label'> & { label?: string; danger?: boolean }) {
  return (
    <Button
      variant={danger ? 'ghost' : 'secondary'}
      className={`px-2 py-1 ${danger ? 'text-red-700' : ''}`}
      aria-label={label}
      {...rest}
    />
  );
}
