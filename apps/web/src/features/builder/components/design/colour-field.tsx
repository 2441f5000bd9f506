import { AA_TEXT, contrast, readableOn } from '@shortlist/resume/templates/parts/colour';
import { useId, useState } from 'react';

/** Accents to pick from; each reads at AA on white except the gold (the note explains). */
export const SWATCHES = [
  ['Navy', '#1b2a4a'],
  ['Blue', '#2f6fdf'],
  ['Teal', '#0e6b66'],
  ['Green', '#2f7d32'],
  ['Burgundy', '#8c1d40'],
  ['Purple', '#7a4fb0'],
  ['Gold', '#b8913a'],
  ['Slate', '#475569'],
] as const;

const HEX = /^#?([0-9a-f]{6})$/i;

/**
 * The accent colour: the template's own, a swatch, or any '#rrggbb' typed in the hex field
 * (stored only once it is a colour). A colour too light for text on white is noted: text is
 * set in a darker shade of it (templates/parts/colour.ts), rules and shapes keep it.
 */
export function ColourField({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (colour: string | undefined) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? value ?? '';
  const invalid = typed !== null && typed.trim() !== '' && !HEX.test(typed.trim());
  const darker =
    value && contrast(value, '#ffffff') < AA_TEXT ? readableOn(value, '#ffffff') : null;

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-navy-900">Accent colour</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Swatch
          name={`${id}-swatch`}
          label="Template colour"
          checked={!value}
          onSelect={() => {
            setTyped(null);
            onChange(undefined);
          }}
        />
        {SWATCHES.map(([label, colour]) => (
          <Swatch
            key={colour}
            name={`${id}-swatch`}
            label={label}
            colour={colour}
            checked={value?.toLowerCase() === colour}
            onSelect={() => {
              setTyped(null);
              onChange(colour);
            }}
          />
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-hex`} className="text-xs font-medium text-slate-600">
          Hex colour
        </label>
        <div className="mt-1 flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-8 w-8 shrink-0 rounded-md ring-1 ring-slate-300"
            style={{ background: value ?? 'transparent' }}
          />
          <input
            id={`${id}-hex`}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            placeholder="#1b2a4a"
            value={shown}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-hex-error` : undefined}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              const match = HEX.exec(text.trim());
              if (match) onChange(`#${match[1]!.toLowerCase()}`);
              else if (text.trim() === '') onChange(undefined);
            }}
            onBlur={() => {
              if (!invalid) setTyped(null);
            }}
            className="w-32 rounded-md border border-slate-300 px-2 py-1.5 font-mono text-sm focus-visible:outline-3 focus-visible:outline-gold-400 aria-invalid:border-red-600"
          />
        </div>
        {invalid && (
          <p id={`${id}-hex-error`} role="alert" className="mt-1 text-xs text-red-700">
            Enter a colour as # and six hex digits, like #1b2a4a.
          </p>
        )}
      </div>
      {darker && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md bg-amber-50 px-2.5 py-2 text-xs text-amber-900"
        >
          <span
            aria-hidden="true"
            className="mt-0.5 h-3.5 w-3.5 shrink-0 rounded-sm"
            style={{ background: darker }}
          />
          <span>
            This colour is too light for text on white (WCAG AA): text uses a darker shade,{' '}
            <span className="font-mono">{darker}</span>. Lines and shapes keep your colour.
          </span>
        </p>
      )}
    </fieldset>
  );
}

function Swatch({
  name,
  label,
  colour,
  checked,
  onSelect,
}: {
  name: string;
  label: string;
  colour?: string;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label
      title={label}
      className="relative flex h-8 w-8 cursor-pointer items-center justify-center rounded-full ring-1 ring-slate-300 has-checked:ring-3 has-checked:ring-navy-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-400"
      style={colour ? { background: colour } : undefined}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        aria-label={label}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
      />
      {!colour && (
        <span aria-hidden="true" className="text-[10px] font-semibold text-slate-500">
          Auto
        </span>
      )}
    </label>
  );
}
