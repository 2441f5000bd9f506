import { useEffect, useState, type ReactNode } from 'react';
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

export type AiState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'options'; items: string[] }
  | { kind: 'message'; text: string };

export type AiRequest = {
  /** Asks the server; a message instead of a request (e.g. a position is needed first). */
  ask: () => Promise<string[]> | { message: string };
  /** The spec's alert on failure (section 8); its error message is appended. */
  failure: string;
  /** Show the failure as the single list entry instead of an alert. */
  failureInList?: boolean;
  /** The list entry when the answer is empty. */
  emptyText?: string;
};

/** One AI request and its answer: loading, the options, a message, or nothing. */
export function useAiRequest({
  ask,
  failure,
  failureInList = false,
  emptyText = 'No suggestions available. Please try again.',
}: AiRequest) {
  const [state, setState] = useState<AiState>({ kind: 'idle' });
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
  return { state, setState, run, close: () => setState({ kind: 'idle' }) };
}

/**
 * An AI button (spec section 4): spinner and disabled while it asks; below it, whatever the
 * answer shows (`children`), or a message.
 */
export function AiButton({
  label,
  name,
  disabled = false,
  disabledHint,
  state,
  onClick,
  controls,
  children,
}: {
  label: string;
  /** Its accessible name when the text alone is ambiguous (one per card). */
  name?: string;
  disabled?: boolean;
  /** Said under the button while it is disabled. */
  disabledHint?: ReactNode;
  state: AiState;
  onClick: () => void;
  /** The id of the options, while they are shown. */
  controls?: string;
  children?: ReactNode;
}) {
  const loading = state.kind === 'loading';
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={onClick}
        disabled={disabled || loading}
        aria-label={name}
        aria-busy={loading}
        aria-controls={state.kind === 'options' ? controls : undefined}
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
      {state.kind === 'options' && children}
    </div>
  );
}

/** The options' frame: a title, the engine's label, a close button; Escape closes too. */
export function AiPanel({
  id,
  title,
  onClose,
  closeLabel = 'Close suggestions',
  children,
}: {
  id: string;
  title: string;
  onClose: () => void;
  closeLabel?: string;
  children: ReactNode;
}) {
  const engine = useAiEngine();
  return (
    <div
      id={id}
      className="rounded-lg border border-gold-400/60 bg-white p-2 shadow-sm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-medium text-slate-600">
          {title}
          {engine === 'offline' && (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600">
              Offline suggestions
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-1.5 text-xs text-slate-500 hover:bg-slate-100"
        >
          {closeLabel}
        </button>
      </div>
      {children}
    </div>
  );
}
