import {
  APPLICATION_LIMITS as L,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
  type CreateApplicationInput,
} from '@shortlist/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldFrame, inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useResumes } from '../../../lib/api/resumes';
import { STATUS_LABELS } from './status';

export type ApplicationDraft = Required<Omit<CreateApplicationInput, 'resumeId'>> & {
  resumeId: string | null;
};

const blank: ApplicationDraft = {
  company: '',
  role: '',
  jobUrl: '',
  jobDescription: '',
  status: 'saved',
  resumeId: null,
  notes: '',
};

/** Add or edit an application: company, role, link, posting, status, resume, notes. */
export function ApplicationForm({
  application,
  onClose,
  onSave,
  saving,
}: {
  application: Application | null;
  onClose: () => void;
  onSave: (draft: ApplicationDraft) => Promise<void>;
  saving: boolean;
}) {
  const id = useId();
  const resumes = useResumes();
  const items = resumes.data?.pages.flatMap((p) => p.items) ?? [];
  const [draft, setDraft] = useState<ApplicationDraft>(() =>
    application
      ? {
          company: application.company,
          role: application.role,
          jobUrl: application.jobUrl,
          jobDescription: application.jobDescription,
          status: application.status,
          resumeId: application.resumeId,
          notes: application.notes,
        }
      : blank,
  );
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof ApplicationDraft>(key: K, value: ApplicationDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (draft.company.trim() === '' || draft.role.trim() === '') {
      setError('Enter the company and the role.');
      return;
    }
    setError(null);
    onSave(draft).catch((e: unknown) => setError((e as Error).message));
  };

  return (
    <Modal
      open
      title={
        application ? `Edit ${application.role} at ${application.company}` : 'Add an application'
      }
      onClose={onClose}
      size="lg"
    >
      <form onSubmit={submit} className="space-y-3" aria-label="Application">
        <div className="grid gap-3 sm:grid-cols-2">
          <FieldFrame id={`${id}-company`} label="Company" required>
            <input
              id={`${id}-company`}
              className={inputClasses}
              value={draft.company}
              maxLength={L.company}
              onChange={(e) => set('company', e.target.value)}
            />
          </FieldFrame>
          <FieldFrame id={`${id}-role`} label="Role" required>
            <input
              id={`${id}-role`}
              className={inputClasses}
              value={draft.role}
              maxLength={L.role}
              onChange={(e) => set('role', e.target.value)}
            />
          </FieldFrame>
          <FieldFrame id={`${id}-url`} label="Link to the posting">
            <input
              id={`${id}-url`}
              type="url"
              className={inputClasses}
              value={draft.jobUrl}
              maxLength={L.jobUrl}
              placeholder="https://"
              onChange={(e) => set('jobUrl', e.target.value)}
            />
          </FieldFrame>
          <FieldFrame id={`${id}-status`} label="Status">
            <select
              id={`${id}-status`}
              className={inputClasses}
              value={draft.status}
              onChange={(e) => set('status', e.target.value as ApplicationStatus)}
            >
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </FieldFrame>
        </div>
        <FieldFrame id={`${id}-resume`} label="Resume">
          <select
            id={`${id}-resume`}
            className={inputClasses}
            value={draft.resumeId ?? ''}
            onChange={(e) => set('resumeId', e.target.value || null)}
          >
            <option value="">No resume chosen</option>
            {items.map((r) => (
              <option key={r._id} value={r._id}>
                {r.title}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={`${id}-posting`} label="Job posting">
          <textarea
            id={`${id}-posting`}
            className={`${inputClasses} min-h-32`}
            value={draft.jobDescription}
            maxLength={L.jobDescription}
            onChange={(e) => set('jobDescription', e.target.value)}
          />
        </FieldFrame>
        <FieldFrame id={`${id}-notes`} label="Notes">
          <textarea
            id={`${id}-notes`}
            className={`${inputClasses} min-h-20`}
            value={draft.notes}
            maxLength={L.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        </FieldFrame>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {application ? 'Save changes' : 'Add application'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
