import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@shortlist/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import {
  useApplications,
  useCreateApplication,
  useDeleteApplication,
  useTailorApplication,
  useUpdateApplication,
} from '../../../lib/api/applications';
import { useResumes } from '../../../lib/api/resumes';
import { paths } from '../../../lib/paths';
import { ApplicationCard } from './application-card';
import { ApplicationForm, type ApplicationDraft } from './application-form';
import { CoverLetterEditor } from './cover-letter-editor';
import { STATUS_LABELS } from './status';

type View = 'list' | 'board';

/** Applications: the jobs the user applies to, as a list or a board by status (issue 27). */
export function ApplicationsPage() {
  const applications = useApplications();
  const resumes = useResumes();
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const tailor = useTailorApplication();
  const navigate = useNavigate();
  const [view, setView] = useState<View>('list');
  const [editing, setEditing] = useState<Application | 'new' | null>(null);
  const [letterFor, setLetterFor] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const items = applications.data ?? [];
  const titles = new Map(
    (resumes.data?.pages.flatMap((p) => p.items) ?? []).map((r) => [r._id, r.title]),
  );
  const failed = (e: Error) => toast.error(e.message);

  const onSave = async (draft: ApplicationDraft) => {
    if (editing === 'new') {
      await create.mutateAsync({ ...draft, resumeId: draft.resumeId ?? undefined });
      toast.success(`Added ${draft.role} at ${draft.company}.`);
    } else if (editing) {
      await update.mutateAsync({ id: editing.id, ...draft });
      toast.success('Application saved.');
    }
    setEditing(null);
  };
  const card = (a: Application) => (
    <ApplicationCard
      key={a.id}
      application={a}
      resumeTitle={a.resumeId ? (titles.get(a.resumeId) ?? 'A resume') : null}
      busy={tailor.isPending && tailor.variables === a.id}
      actions={{
        onStatus: (status: ApplicationStatus) =>
          update.mutate(
            { id: a.id, status },
            {
              onSuccess: () =>
                toast.success(`${a.role} at ${a.company}: ${STATUS_LABELS[status]}.`),
              onError: failed,
            },
          ),
        onEdit: () => setEditing(a),
        onCoverLetter: () => setLetterFor(a),
        onTailor: () =>
          tailor.mutate(a.id, {
            onSuccess: ({ resumeId }) => void navigate(paths.builderMatch(resumeId, a.id)),
            onError: failed,
          }),
        onDelete: () => setDeleting(a),
      }}
    />
  );

  return (
    <PageShell
      title="Applications"
      actions={
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label="View" className="flex rounded-lg ring-1 ring-slate-300">
            {(['list', 'board'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={`px-3 py-1.5 text-sm font-medium first:rounded-l-lg last:rounded-r-lg ${view === v ? 'bg-navy-700 text-white' : 'bg-white text-navy-700'}`}
              >
                {v === 'list' ? 'List' : 'Board'}
              </button>
            ))}
          </div>
          <Button onClick={() => setEditing('new')}>Add application</Button>
        </div>
      }
    >
      {applications.isPending ? (
        <Spinner label="Loading your applications..." />
      ) : applications.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-red-700">
            Could not load your applications: {applications.error.message}
          </p>
          <Button variant="secondary" onClick={() => void applications.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-800">No applications yet.</p>
          <p className="mt-1 text-sm text-slate-600">
            Add a job you are applying to: keep the posting, the resume and the letter you send
            together, and see where each one stands.
          </p>
        </div>
      ) : view === 'list' ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{items.map(card)}</div>
      ) : (
        <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-5">
          {APPLICATION_STATUSES.map((status) => {
            const column = items.filter((a) => a.status === status);
            return (
              <section
                key={status}
                aria-label={STATUS_LABELS[status]}
                className="min-w-0 space-y-2 rounded-xl bg-slate-100 p-2"
              >
                <h2 className="px-1 text-sm font-semibold text-slate-700">
                  {STATUS_LABELS[status]} ({column.length})
                </h2>
                {column.map(card)}
              </section>
            );
          })}
        </div>
      )}
      {editing && (
        <ApplicationForm
          application={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={onSave}
          saving={create.isPending || update.isPending}
        />
      )}
      <ConfirmDeleteModal
        name={deleting && `${deleting.role} at ${deleting.company}`}
        thing="application"
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(`Deleted ${deleting.role} at ${deleting.company}.`);
              setDeleting(null);
            },
            onError: (e) => {
              failed(e);
              setDeleting(null);
            },
          })
        }
      />
      {letterFor && (
        <CoverLetterEditor
          application={items.find((a) => a.id === letterFor.id) ?? letterFor}
          onClose={() => setLetterFor(null)}
        />
      )}
    </PageShell>
  );
}
