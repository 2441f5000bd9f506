import type { Resume } from '@shortlist/resume';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  FieldFrame,
  inputClasses,
  TextAreaField,
  TextField,
} from '../../../../components/ui/field';
import { CertificationAi } from '../ai/ai-buttons';
import { AddButton, Card, wide } from './card';
import { focusSoon } from '../../focus-soon';
import { useStringList } from './string-list';

/** Step 6: certifications and custom sections, every card removable. */
export function AdditionalStep() {
  return (
    <div className="space-y-8">
      <Certifications />
      <CustomSections />
    </div>
  );
}

function Certifications() {
  const list = useStringList('certifications');
  return (
    <section aria-labelledby="certifications-heading" className="space-y-3">
      <h3 id="certifications-heading" className="text-base font-semibold text-slate-900">
        Certifications
      </h3>
      {list.items.map((name, index) => {
        const id = `certifications.${index}`;
        return (
          <Card
            key={index}
            title={`Certification ${index + 1}`}
            onRemove={() => list.remove(index)}
          >
            <FieldFrame
              id={id}
              label="Certification"
              className={wide}
              hint="Name, issuer and year, e.g. “AWS Solutions Architect – Associate, Amazon, 2023”"
            >
              <input
                dir="auto"
                id={id}
                className={inputClasses}
                value={name}
                maxLength={500}
                aria-describedby={`${id}-hint`}
                onChange={(event) => list.update(index, event.target.value)}
              />
            </FieldFrame>
          </Card>
        );
      })}
      <AddButton
        id="certifications"
        onClick={() => {
          list.append();
          focusSoon(`certifications.${list.items.length}`);
        }}
      >
        Add Certification
      </AddButton>
      <CertificationAi />
    </section>
  );
}

function CustomSections() {
  const { control, register, formState } = useFormContext<Resume>();
  const { fields, append, remove } = useFieldArray({ control, name: 'additionalSections' });
  const errors = formState.errors.additionalSections;
  return (
    <section aria-labelledby="custom-heading" className="space-y-3">
      <div>
        <h3 id="custom-heading" className="text-base font-semibold text-slate-900">
          Custom Sections
        </h3>
        <p className="text-sm text-slate-500">
          Volunteering, publications, languages... A section shows once it has a title and content.
        </p>
      </div>
      {fields.map((field, index) => (
        <Card key={field.id} title={`Custom Section ${index + 1}`} onRemove={() => remove(index)}>
          <TextField
            label="Section Title"
            className={wide}
            registration={register(`additionalSections.${index}.title`)}
            error={errors?.[index]?.title}
          />
          <TextAreaField
            label="Content"
            className={wide}
            rows={3}
            registration={register(`additionalSections.${index}.content`)}
            error={errors?.[index]?.content}
          />
        </Card>
      ))}
      <AddButton
        id="additionalSections"
        onClick={() => {
          append({ title: '', content: '' }, { shouldFocus: false });
          focusSoon(`additionalSections.${fields.length}.title`);
        }}
      >
        Add Custom Section
      </AddButton>
    </section>
  );
}
