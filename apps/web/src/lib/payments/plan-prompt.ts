import type { DownloadFormat } from '@shortlist/contract';
import { useSyncExternalStore } from 'react';

/** A download the server refused (402), to start again once a plan is bought. */
export type WantedDownload = { resumeId: string; format: DownloadFormat };

/**
 * Whether the plan picker is open, and why: any download refused by the server (402) opens
 * it, wherever the download started; the app shell renders it once.
 */
export type PlanPrompt =
  { open: false } | { open: true; reason: string | null; download: WantedDownload | null };

let prompt: PlanPrompt = { open: false };
const listeners = new Set<() => void>();

function set(next: PlanPrompt) {
  prompt = next;
  for (const listener of listeners) listener();
}

export const openPlanPrompt = (
  reason: string | null = null,
  download: WantedDownload | null = null,
) => set({ open: true, reason, download });
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
