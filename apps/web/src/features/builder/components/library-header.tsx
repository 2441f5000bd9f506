import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '../../../components/ui/button';
import { RenameForm } from '../../../components/ui/rename-form';
import { useRenameResume, useResumes } from '../../../lib/api/resumes';
import { paths } from '../../../lib/paths';

type Props = {
  /** The resume being edited; null until a blank one is stored. */
  resumeId: string | null;
  /** Undo, redo, history: the builder's own tools for this resume. */
  tools?: ReactNode;
};

/**
 * Which resume the builder edits: its title (renamable), a switcher to the others (newest
 * edit first), 'New resume', and the ways to My Resumes and the account.
 */
export function LibraryHeader({ resumeId, tools }: Props) {
  const resumes = useResumes();
  const rename = useRenameResume();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const items = resumes.data?.pages.flatMap((page) => page.items) ?? [];
  const current = items.find((item) => item._id === resumeId);
  const title = current?.title ?? (resumeId ? 'Loading…' : 'New resume');

  return (
    <nav
      aria-label="Your resumes"
      className="space-y-2 rounded-xl border border-slate-200 bg-white px-3 py-2"
    >
      {/* The title has a row of its own: it never shrinks to nothing under the controls. */}
      <div className="min-w-0">
        {renaming && resumeId ? (
          <RenameForm
            title={title}
            onCancel={() => setRenaming(false)}
            onSave={(next) =>
              rename.mutateAsync({ id: resumeId, title: next }).then(() => {
                setRenaming(false);
                toast.success(`Renamed to ${next}.`);
              })
            }
          />
        ) : (
          <div className="flex min-w-0 items-center gap-2">
            <p
              className="min-w-0 truncate font-semibold text-navy-900"
              data-testid="resume-title"
              title={title}
            >
              {title}
            </p>
            {resumeId && current && (
              <Button
                variant="ghost"
                className="shrink-0 px-2 py-1 text-xs"
                onClick={() => setRenaming(true)}
              >
                Rename
              </Button>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {items.length > 0 && (
          <label className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
            <span className="sr-only sm:not-sr-only">Switch to</span>
            <select
              aria-label="Switch resume"
              className="max-w-[12rem] min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
              value={current ? current._id : ''}
              onChange={(event) => {
                if (event.target.value) void navigate(paths.builder(event.target.value));
              }}
            >
              {!current && <option value="">{title}</option>}
              {items.map((item) => (
                <option key={item._id} value={item._id}>
                  {item.title}
                </option>
              ))}
            </select>
          </label>
        )}
        {tools}
        <Link to={paths.newResume} className={buttonClasses('secondary', 'px-3 py-1.5')}>
          New resume
        </Link>
        <Link to={paths.savedResumes} className={buttonClasses('ghost', 'px-3 py-1.5')}>
          My Resumes
        </Link>
        <Link to={paths.account} className={buttonClasses('ghost', 'px-3 py-1.5')}>
          Account
        </Link>
      </div>
    </nav>
  );
}
