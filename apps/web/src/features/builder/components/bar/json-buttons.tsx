import type { Resume } from '@shortlist/resume';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { saveFile } from '../../../../lib/documents/save-file';
import { jsonFileName, readResumeFile, resumeJson } from '../../json/json-files';

const hasContent = (resume: Resume) =>
  Boolean(
    resume.personalInfo.fullName.trim() || resume.experience.some((job) => job.company.trim()),
  );

/** 'Import JSON Resume' (file picker, asks before replacing work) and 'Export JSON'. */
export function JsonButtons({
  currentResume,
  onImport,
}: {
  currentResume: () => Resume;
  onImport: (resume: Resume) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Resume | null>(null);

  const apply = (resume: Resume) => {
    onImport(resume);
    setPending(null);
    toast.success(`Imported ${resume.personalInfo.fullName.trim() || 'your resume'}.`);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const resume = await readResumeFile(file);
      if (hasContent(currentResume())) setPending(resume);
      else apply(resume);
    } catch (error) {
      toast.error(
        `Could not import ${file.name}: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="import-file"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        variant="ghost"
        className="px-2.5 sm:px-3"
        title="Import JSON Resume"
        onClick={() => input.current?.click()}
      >
        <Icon d="M12 16V4m0 0-4 4m4-4 4 4M4 20h16" />
        <span className="sr-only 2xl:not-sr-only">Import JSON Resume</span>
      </Button>
      <Button
        variant="ghost"
        className="px-2.5 sm:px-3"
        title="Export JSON"
        onClick={() => {
          const resume = currentResume();
          saveFile(resumeJson(resume), jsonFileName(resume), 'application/json');
        }}
      >
        <Icon d="M12 4v12m0 0 4-4m-4 4-4-4M4 20h16" />
        <span className="sr-only 2xl:not-sr-only">Export JSON</span>
      </Button>
      <Modal
        open={pending !== null}
        title="Replace your resume?"
        onClose={() => setPending(null)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button onClick={() => pending && apply(pending)}>Replace</Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          Importing replaces everything in the builder with{' '}
          <strong>{pending?.personalInfo.fullName.trim() || 'the imported resume'}</strong>. Export
          JSON first if you want to keep the current one.
        </p>
      </Modal>
    </>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 sm:h-4 sm:w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
