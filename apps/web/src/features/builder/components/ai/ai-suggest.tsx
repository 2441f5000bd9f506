import { useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Spinner } from '../../../../components/ui/spinner';
import { aiFailure, aiStatus } from '../../../../lib/api/ai';

/** 'offline' when the server's offline engine answers, so the list can say so. */
function useAiEngine() {
  const [engine, setEngine] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void aiStatus().then((s) => {
      if (live) setEngine(s?.engine ?? null);
    });
    return () => {
      live = false;
    };
  }, []);
  return engine;
}

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'options'; items: string[] }
  | { kind: 'message'; text: string };

export type AiSuggestProps = {
  /** The button's text, e.g. 'AI Suggestion'. */
  label: string;
  /** Its accessible name when the text alone is ambiguous (one per card). */
  name?: string;
  disabled?: boolean;
  /** Said under the button while it is disabled. */
  disabledHint?: ReactNode;
  /** Asks the server; a message instead of a request (e.g. a skill is needed first). */
  ask: () => Promise<string[]> | { message: string };
  /** Fills the field with the chosen option. */
  onPick: (option: string) => void;
  /** The spec's alert on failure (section 8); its error message is appended. */
  failure: string;
  /** Show the failure as the single list entry instead of an alert (skills). */
  failureInList?: boolean;
  /** The list entry when the answer is empty. */
  emptyText?: string;
};

/**
 * An AI button (spec section 4): spinner and disabled while it asks, then the options as
 * buttons; choosing one fills the field and closes the list. Texts are shown as text, never
 * as HTML.
 */
export function AiSuggest({
  label,
  name,
  disabled = false,
  disabledHint,
  ask,
  onPick,
  failure,
  failureInList = false,
  emptyText = 'No suggestions available. Please try again.',
}: AiSuggestProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const engine = useAiEngine();
  const listId = useId();
  const loading = state.kind === 'loading';

  const run = async () => {
    const request = ask();
    if ('message' in request) {
      setState({ kind: 'message', text: request.message });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const items = await request;
      setState(
        items.length > 0 ? { kind: 'options', items } : { kind: 'message', text: emptyText },
      );
    } catch (error) {
      console.warn(failure, error);
      if (failureInList) setState({ kind: 'message', text: failure });
      else {
        setState({ kind: 'idle' });
        toast.error(aiFailure(failure, error));
      }
    }
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void run()}
        disabled={disabled || loading}
        aria-label={name}
        aria-busy={loading}
        aria-controls={state.kind === 'options' ? listId : undefined}
        aria-expanded={state.kind === 'options'}
        className="inline-flex items-center gap-2 rounded-lg bg-gold-400/20 px-3 py-1.5 text-sm font-semibold text-navy-800 ring-1 ring-gold-400 ring-inset hover:bg-gold-400/40 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {loading ? <Spinner size="sm" /> : <span aria-hidden="true">✦</span>}
        {label}
      </button>
      {disabled && disabledHint && <p className="text-xs text-slate-500">{disabledHint}</p>}
      {state.kind === 'message' && (
        <ul className="rounded-lg border border-slate-200 bg-slate-50 p-2 text-sm" role="status">
          <li>{state.text}</li>
        </ul>
      )}
      {state.kind === 'options' && (
        <div
          id={listId}
          className="rounded-lg border border-gold-400/60 bg-white p-2 shadow-sm"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setState({ kind: 'idle' });
          }}
        >
          <div className="mb-1 flex items-center justify-between gap-2">
            <p className="text-xs font-medium text-slate-600">
              Choose a suggestion
              {engine === 'offline' && (
                <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600">
                  Offline suggestions
                </span>
              )}
            </p>
            <button
              type="button"
              onClick={() => setState({ kind: 'idle' })}
              className="rounded px-1.5 text-xs text-slate-500 hover:bg-slate-100"
            >
              Close suggestions
            </button>
          </div>
          <ul className="flex flex-col gap-1" aria-label={`${name ?? label} options`}>
            {state.items.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(item);
                    setState({ kind: 'idle' });
                  }}
                  className="w-full rounded-md px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-navy-50 focus:bg-navy-50"
                >
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
