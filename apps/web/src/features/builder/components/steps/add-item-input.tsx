import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { inputClasses } from '../../../../components/ui/field';

/**
 * A labelled one-line input with an 'Add' button; Enter adds too. `onAdd` returns false
 * when the item was not added (blank or a duplicate), and the input keeps its text.
 */
export function AddItemInput({
  id,
  label,
  placeholder,
  duplicateMessage,
  onAdd,
}: {
  id: string;
  label: string;
  placeholder?: string;
  duplicateMessage: string;
  onAdd: (value: string) => boolean;
}) {
  const [value, setValue] = useState('');
  const [notice, setNotice] = useState('');
  const add = () => {
    if (value.trim() === '') return;
    if (onAdd(value)) {
      setValue('');
      setNotice('');
    } else {
      setNotice(duplicateMessage);
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          dir="auto"
          id={id}
          className={inputClasses}
          value={value}
          placeholder={placeholder}
          maxLength={500}
          aria-describedby={notice ? `${id}-notice` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setNotice('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          Add
        </Button>
      </div>
      <p id={`${id}-notice`} aria-live="polite" className="mt-1 min-h-4 text-xs text-amber-700">
        {notice}
      </p>
    </div>
  );
}
