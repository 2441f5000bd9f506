import { DESIGN_LIMITS, findTemplate, type Resume } from '@shortlist/resume';
import { useController, useWatch, type Control } from 'react-hook-form';
import { usePreviewState } from '../../preview/live-preview-context';
import { ColourField } from './colour-field';
import { FitNote } from './fit-note';
import { RangeField } from './range-field';
import { SectionsList } from './sections-list';
import { templateDefaults } from './template-looks';

type Design = NonNullable<Resume['design']>;

/** `design` with one value set; unset values are dropped, and an empty design is none. */
const withDesign = (design: Resume['design'], key: keyof Design, value: unknown) => {
  const next: Record<string, unknown> = { ...design, [key]: value };
  for (const name of Object.keys(next)) if (next[name] === undefined) delete next[name];
  return Object.keys(next).length ? (next as Design) : undefined;
};

const FIT = [
  ['off', 'Off'],
  ['1', 'Fit to one page'],
  ['2', 'Fit to two pages'],
] as const;

/**
 * The resume's look (issue 25): accent colour, font, size, line spacing, margins, fitting to
 * pages, and its sections. Each change is a change of the form like any typed one: the live
 * preview, undo/redo and the draft's saving follow it (docs/decisions/0111).
 */
export function DesignPanel({
  control,
  onClose,
  readOnly = false,
}: {
  control: Control<Resume>;
  onClose: () => void;
  /** The resume cannot be edited: the controls are shown disabled and nothing can be dragged. */
  readOnly?: boolean;
}) {
  const design = useController({ control, name: 'design' });
  const sections = useController({ control, name: 'sections' });
  const templateId = useWatch({ control, name: 'templateId' });
  const locale = useWatch({ control, name: 'locale' });
  const { fit, busy } = usePreviewState();
  const value = design.field.value;
  const set = (key: keyof Design, next: unknown) =>
    design.field.onChange(withDesign(value, key, next));
  const template = findTemplate(templateId);
  const defaults = templateDefaults(template.slug);
  const fitValue = value?.fitToPages ? String(value.fitToPages) : 'off';

  return (
    <section
      id="design-panel"
      aria-labelledby="design-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="design-heading" tabIndex={-1} className="text-lg font-bold text-navy-900">
          Design
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-3 focus-visible:outline-gold-400"
        >
          Close design
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-500">
        {template.name}: {template.description}
      </p>
      <div className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <div className="space-y-5">
          <ColourField value={value?.accentColor} onChange={(next) => set('accentColor', next)} />
          <fieldset>
            <legend className="text-sm font-semibold text-navy-900">Font</legend>
            <div className="mt-1 flex gap-2">
              {(['sans', 'serif'] as const).map((family) => (
                <label
                  key={family}
                  className="relative flex cursor-pointer items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm ring-1 ring-slate-200 has-checked:bg-navy-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-gold-400"
                  style={{ fontFamily: family === 'serif' ? 'Georgia, serif' : undefined }}
                >
                  <input
                    type="radio"
                    name="design-font"
                    className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                    checked={(value?.fontFamily ?? 'sans') === family}
                    onChange={() => set('fontFamily', family === 'sans' ? undefined : family)}
                  />
                  {family === 'sans' ? 'Sans serif' : 'Serif'}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="space-y-5">
          <RangeField
            label="Text size"
            value={value?.fontSize}
            fallback={defaults.fontSize}
            {...DESIGN_LIMITS.fontSize}
            format={(size) => `${size} pt`}
            onChange={(next) => set('fontSize', next)}
          />
          <RangeField
            label="Line spacing"
            value={value?.lineHeight}
            fallback={defaults.lineHeight}
            {...DESIGN_LIMITS.lineHeight}
            step={0.05}
            format={(height) => height.toFixed(2)}
            onChange={(next) => set('lineHeight', next)}
          />
          <RangeField
            label="Margins"
            value={value?.marginMm}
            fallback={defaults.marginMm}
            {...DESIGN_LIMITS.marginMm}
            step={1}
            format={(mm) => `${mm} mm`}
            onChange={(next) => set('marginMm', next)}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-navy-900">Fit to pages</legend>
            <div className="flex flex-wrap gap-2">
              {FIT.map(([option, label]) => (
                <label
                  key={option}
                  className="relative flex cursor-pointer items-center rounded-md px-2.5 py-1.5 text-sm ring-1 ring-slate-200 has-checked:bg-navy-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-gold-400"
                >
                  <input
                    type="radio"
                    name="design-fit"
                    className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                    checked={fitValue === option}
                    onChange={() =>
                      set('fitToPages', option === 'off' ? undefined : Number(option))
                    }
                  />
                  {label}
                </label>
              ))}
            </div>
            <p className="text-xs text-slate-500">
              Tightens spacing, then the text size (never below 8 pt), until it fits.
            </p>
            {value?.fitToPages && (
              // The report of the latest render, once it is for the page count chosen now.
              <FitNote fit={fit?.pages === value.fitToPages ? fit : null} busy={busy} />
            )}
          </fieldset>
        </div>
      </div>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <SectionsList
          value={sections.field.value}
          onChange={sections.field.onChange}
          templateId={templateId}
          locale={locale}
          readOnly={readOnly}
        />
      </div>
    </section>
  );
}
