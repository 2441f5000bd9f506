import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { AiButton, AiPanel, useAiRequest, type AiRequest } from './ai-suggest';

export type AiPickerProps = AiRequest & {
  label: string;
  name?: string;
  /** What one item is called in messages ('skill', 'certification'). */
  noun: string;
  /** Adds the chosen items, each as its own entry; answers how many were new. */
  add: (items: string[]) => number;
};

/**
 * AI suggestions for a list (skills, interests, certifications): tick any number and
 * 'Add 5 selected'; each becomes its own entry. Nothing is added without the click.
 */
export function AiPicker({ label, name, noun, add, ...request }: AiPickerProps) {
  const ai = useAiRequest(request);
  const listId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const items = ai.state.kind === 'options' ? ai.state.items : [];
  const toggle = (item: string) => {
    const next = new Set(chosen);
    if (next.has(item)) next.delete(item);
    else next.add(item);
    setChosen(next);
  };
  const plural = (n: number) => (n === 1 ? noun : `${noun}s`);

  return (
    <AiButton
      label={label}
      name={name}
      state={ai.state}
      controls={listId}
      onClick={() => {
        setChosen(new Set());
        void ai.run();
      }}
    >
      <AiPanel id={listId} title={`Choose the ${plural(2)} that fit you`} onClose={ai.close}>
        <fieldset>
          <legend className="sr-only">{`${name ?? label} options`}</legend>
          <ul className="grid gap-1 sm:grid-cols-2" aria-label={`${name ?? label} options`}>
            {items.map((item) => (
              <li key={item}>
                <label className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-navy-50">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 shrink-0"
                    checked={chosen.has(item)}
                    onChange={() => toggle(item)}
                  />
                  <span>{item}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2">
          <Button
            className="px-3 py-1 text-sm"
            disabled={chosen.size === 0}
            onClick={() => {
              const picked = items.filter((i) => chosen.has(i));
              const added = add(picked);
              setChosen(new Set());
              ai.setState({
                kind: 'message',
                text:
                  added === 0
                    ? `Nothing added: your resume already lists ${picked.length === 1 ? 'it' : 'them'}.`
                    : `Added ${added} ${plural(added)}.`,
              });
            }}
          >
            {chosen.size === 0 ? 'Add selected' : `Add ${chosen.size} selected`}
          </Button>
          <Button
            variant="ghost"
            className="px-2 py-1 text-sm"
            onClick={() => setChosen(chosen.size === items.length ? new Set() : new Set(items))}
          >
            {chosen.size === items.length ? 'Clear all' : 'Select all'}
          </Button>
        </div>
      </AiPanel>
    </AiButton>
  );
}
