import { graduationYearMessage, graduationYearOk, type Resume } from '@shortlist/resume';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { EducationAi } from '../ai/ai-buttons';
import { Card, wide } from './card';

/** One 'Education N' card, with the per-card 'Add CGPA / Honors' toggle. */
export function EducationCard({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { register, formState, getValues, control } = useFormContext<Resume>();
  const year = useWatch({ control, name: `education.${index}.graduationYear` })?.trim() ?? '';
  const yearProblem = year !== '' && !graduationYearOk(year) ? graduationYearMessage() : undefined;
  const [extrasOpen, setExtrasOpen] = useState(() => {
    const entry = getValues(`education.${index}`);
    return Boolean(entry?.gpa?.trim() || entry?.honors?.trim());
  });
  const e = formState.errors.education?.[index];
  const extrasId = `education.${index}.extras`;

  return (
    <Card title={`Education ${index + 1}`} onRemove={onRemove}>
      <TextField
        label="School"
        required
        registration={register(`education.${index}.school`)}
        error={e?.school}
      />
      <TextField
        label="Degree"
        required
        placeholder="e.g. BSc"
        registration={register(`education.${index}.degree`)}
        error={e?.degree}
      />
      <TextField
        label="Field of Study"
        required
        placeholder="e.g. Computer Science"
        registration={register(`education.${index}.fieldOfStudy`)}
        error={e?.fieldOfStudy}
      />
      <TextField
        label="Graduation Year"
        required
        inputMode="numeric"
        placeholder="YYYY"
        maxLength={20}
        registration={register(`education.${index}.graduationYear`)}
        error={e?.graduationYear ?? yearProblem}
      />
      <TextAreaField
        label="Description"
        required
        className={wide}
        rows={3}
        hint="Focus areas, thesis, projects or activities worth mentioning."
        registration={register(`education.${index}.description`)}
        error={e?.description}
      />
      <div className={wide}>
        <EducationAi index={index} />
      </div>
      <div className={wide}>
        <button
          type="button"
          aria-expanded={extrasOpen}
          aria-controls={extrasId}
          onClick={() => setExtrasOpen((open) => !open)}
          className="text-sm font-semibold text-navy-700 hover:underline"
        >
          {extrasOpen ? 'Hide CGPA / Honors' : 'Add CGPA / Honors'}
        </button>
      </div>
      {extrasOpen && (
        <div id={extrasId} className={`grid gap-4 sm:grid-cols-2 ${wide}`}>
          <TextField
            label="CGPA"
            placeholder="e.g. 3.8 / 4.0"
            registration={register(`education.${index}.gpa`)}
            error={e?.gpa}
          />
          <TextField
            label="Honors"
            placeholder="e.g. Magna cum laude"
            registration={register(`education.${index}.honors`)}
            error={e?.honors}
          />
        </div>
      )}
    </Card>
  );
}
