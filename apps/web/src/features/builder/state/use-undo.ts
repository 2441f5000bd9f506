import type { Resume } from '@shortlist/resume';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/** Changes closer together than this are one undo step (a word, not a letter). */
const GROUP_MS = 500;
/** How many steps back the session keeps. */
const MAX_STEPS = 100;

/**
 * A snapshot for comparison: an empty text field and an absent one are the same content (a
 * field that registers after a reset, such as an optional one, adds '' without an edit).
 */
const sameContent = (a: string, b: string) => a === b || canonical(a) === canonical(b);
const canonical = (snapshot: string) =>
  JSON.stringify(JSON.parse(snapshot), function (this: unknown, _key, value: unknown) {
    return value === '' && !Array.isArray(this) ? undefined : value;
  });

/**
 * Undo and redo across every field of the builder for this session: the form's content is
 * snapshotted when typing pauses; undo and redo put a snapshot back into the form (which
 * saves it like any other change). Ctrl+Z / Cmd+Z undoes, Ctrl+Shift+Z / Ctrl+Y redoes.
 */
export function useUndo(form: UseFormReturn<Resume>) {
  const past = useRef<string[]>([]);
  const future = useRef<string[]>([]);
  const current = useRef<string>(JSON.stringify(form.getValues()));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [counts, setCounts] = useState({ undo: 0, redo: 0 });
  const sync = () => setCounts({ undo: past.current.length, redo: future.current.length });

  /** Records the form as it is now as a step, if it changed. */
  const commit = useCallback(() => {
    clearTimeout(timer.current);
    const now = JSON.stringify(form.getValues());
    if (sameContent(now, current.current)) return;
    past.current = [...past.current, current.current].slice(-MAX_STEPS);
    future.current = [];
    current.current = now;
    setCounts({ undo: past.current.length, redo: 0 });
  }, [form]);

  useEffect(() => {
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(commit, GROUP_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, commit]);

  const apply = useCallback(
    (snapshot: string) => {
      current.current = snapshot;
      form.reset(JSON.parse(snapshot) as Resume, { keepDefaultValues: true });
      clearTimeout(timer.current);
    },
    [form],
  );

  const undo = useCallback(() => {
    commit();
    const previous = past.current.at(-1);
    if (previous === undefined) return;
    past.current = past.current.slice(0, -1);
    future.current = [...future.current, current.current];
    apply(previous);
    sync();
  }, [apply, commit]);

  const redo = useCallback(() => {
    commit();
    const next = future.current.at(-1);
    if (next === undefined) return;
    future.current = future.current.slice(0, -1);
    past.current = [...past.current, current.current];
    apply(next);
    sync();
  }, [apply, commit]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  return { undo, redo, canUndo: counts.undo > 0, canRedo: counts.redo > 0 };
}
