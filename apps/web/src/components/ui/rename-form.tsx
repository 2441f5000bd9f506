import { useState, type FormEvent } from 'react';
import { Button } from './button';

/** The title as a text field: Enter saves, Escape cancels. */
export function RenameForm({
  title,
  onSave,
  onCancel,
}: {
  title: string;
  onSave: (title: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const next = value.trim();
    if (!next) return setError('Give the resume a title.');
    if (next.length > 120) return setError('A title has at most 120 characters.');
    setSaving(true);
    onSave(next)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Renaming failed.'))
      .finally(() => setSaving(false));
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-center gap-2"
      aria-label="Rename resume"
    >
      <input
        aria-label="Resume title"
        aria-invalid={error !== null}
        aria-describedby={error ? 'rename-error' : undefined}
        autoFocus
        value={value}
        maxLength={200}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <Button type="submit" variant="primary" className="px-3 py-1" loading={saving}>
        Save
      </Button>
      <Button type="button" variant="ghost" className="px-3 py-1" onClick={onCancel}>
        Cancel
      </Button>
      {error && (
        <p id="rename-error" role="alert" className="w-full text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
