import { templates, type Resume } from '@shortlist/resume';
import { useController, type Control } from 'react-hook-form';

/**
 * The six templates as a segmented radio group that wraps on a narrow screen; the preview
 * follows at once.
 */
export function TemplatePicker({ control }: { control: Control<Resume> }) {
  const { field } = useController({ control, name: 'templateId' });
  return (
    <fieldset className="flex min-w-0 items-center gap-2">
      <legend className="sr-only">Template</legend>
      <span aria-hidden="true" className="hidden text-xs font-medium text-slate-500 xl:inline">
        Template
      </span>
      <div className="flex flex-wrap rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200 ring-inset">
        {templates.map((template) => (
          <label
            key={template.id}
            title={template.description}
            className="relative cursor-pointer rounded-md px-2.5 py-1.5 text-sm sm:px-3 font-medium text-slate-600 has-checked:bg-white has-checked:text-navy-900 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-gold-400 hover:text-navy-900 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={field.name}
              value={template.id}
              checked={field.value === template.id}
              onChange={() => field.onChange(template.id)}
              className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            {template.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
