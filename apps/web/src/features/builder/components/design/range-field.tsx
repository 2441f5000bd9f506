import { useId } from 'react';

/**
 * A slider for one design value, with its value in words beside it; unset shows the
 * template's value, and 'Reset' goes back to it.
 */
export function RangeField({
  label,
  value,
  fallback,
  min,
  max,
  step,
  format,
  onChange,
}: {
  label: string;
  value: number | undefined;
  fallback: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onChange: (value: number | undefined) => void;
}) {
  const id = useId();
  const shown = value ?? Math.min(max, Math.max(min, fallback));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {label}
        </label>
        <span className="flex items-center gap-2 text-xs text-slate-600">
          <output htmlFor={id}>
            {format(shown)}
            {value === undefined && ' (template)'}
          </output>
          {value !== undefined && (
            <button
              type="button"
              onClick={() => onChange(undefined)}
              className="rounded px-1 font-medium text-navy-700 underline hover:text-navy-900 focus-visible:outline-3 focus-visible:outline-gold-400"
              aria-label={`Reset ${label.toLowerCase()} to the template's`}
            >
              Reset
            </button>
          )}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={shown}
        aria-valuetext={format(shown)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 w-full accent-navy-900"
      />
    </div>
  );
}
