import { emptyExperience, END_BEFORE_START, formatMonthYear, type Resume } from '@shortlist/resume';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { DescriptionAi } from '../ai/ai-buttons';
import { AchievementsField } from './achievements-field';
import { AddButton, Card, wide } from './card';
import { focusSoon } from '../../focus-soon';

/** Step 2: positions, most recent first; the first card cannot be removed. */
export function ExperienceStep() {
  const { control, register, formState } = useFormContext<Resume>();
  const { fields, append, remove } = useFieldArray({ control, name: 'experience' });
  const errors = formState.errors.experience;
  const jobs = useWatch({ control, name: 'experience' });
  // What an empty end date reads as in the resume's language ('Present', 'heute', '至今').
  const present = formatMonthYear('', useWatch({ control, name: 'locale' }));
  const endBeforeStart = (index: number) => {
    const job = jobs?.[index];
    const start = job?.startDate?.trim() ?? '';
    const end = job?.endDate?.trim() ?? '';
    return /^\d{4}-\d{2}/.test(start) && /^\d{4}-\d{2}/.test(end) && end < start
      ? END_BEFORE_START
      : undefined;
  };

  return (
    <div className="space-y-4">
      {fields.map((field, index) => {
        const title = `Position ${index + 1}`;
        const e = errors?.[index];
        return (
          <Card key={field.id} title={title} onRemove={index > 0 ? () => remove(index) : undefined}>
            <TextField
              label="Company"
              required
              registration={register(`experience.${index}.company`)}
              error={e?.company}
            />
            <TextField
              label="Position"
              required
              registration={register(`experience.${index}.position`)}
              error={e?.position}
            />
            <TextField
              label="Start Date"
              required
              type="month"
              placeholder="YYYY-MM"
              registration={register(`experience.${index}.startDate`)}
              error={e?.startDate}
            />
            <TextField
              label="End Date"
              type="month"
              placeholder="YYYY-MM"
              hint={`Leave empty if you work here now: it shows as ‘${present}’.`}
              registration={register(`experience.${index}.endDate`)}
              error={e?.endDate ?? endBeforeStart(index)}
            />
            <TextAreaField
              label="Description"
              required
              className={wide}
              rows={4}
              hint="What the role was and what you owned, in 2–4 sentences."
              registration={register(`experience.${index}.description`)}
              error={e?.description}
            />
            <div className={wide}>
              <DescriptionAi index={index} />
            </div>
            <AchievementsField index={index} position={title} />
          </Card>
        );
      })}
      <AddButton
        id="experience"
        onClick={() => {
          append(emptyExperience(), { shouldFocus: false });
          focusSoon(`experience.${fields.length}.company`);
        }}
      >
        {fields.length === 0 ? 'Add a Position' : 'Add Another Position'}
      </AddButton>
    </div>
  );
}
