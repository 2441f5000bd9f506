import { emptyEducation, type Resume } from '@shortlist/resume';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { AddButton } from './card';
import { EducationCard } from './education-card';
import { focusSoon } from '../../focus-soon';

/** Step 3: schools and degrees, most recent first; the first card cannot be removed. */
export function EducationStep() {
  const { control } = useFormContext<Resume>();
  const { fields, append, remove } = useFieldArray({ control, name: 'education' });
  return (
    <div className="space-y-4">
      {fields.map((field, index) => (
        <EducationCard
          key={field.id}
          index={index}
          onRemove={index > 0 ? () => remove(index) : undefined}
        />
      ))}
      <AddButton
        id="education"
        onClick={() => {
          append(emptyEducation(), { shouldFocus: false });
          focusSoon(`education.${fields.length}.school`);
        }}
      >
        {fields.length === 0 ? 'Add Education' : 'Add Another Education'}
      </AddButton>
    </div>
  );
}
