import { useSyncExternalStore } from 'react';

/**
 * Whether the plan picker is open, and why: any download refused by the server (402) opens
 * it, wherever the download started; the app shell renders it once.
 */
export type PlanPrompt = { open: false } | { open: true; reason: string | null };

let prompt: PlanPrompt = { open: false };
const listeners = new Set<() => void>();

function set(next: PlanPrompt) {
  prompt = next;
  for (const listener of listeners) listener();
}

export const openPlanPrompt = (reason: string | null = null) => set({ open: true, reason });
export const closePlanPrompt = () => set({ open: false });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePlanPrompt = () =>
  useSyncExternalStore(
    subscribe,
    () => prompt,
    () => prompt,
  );
