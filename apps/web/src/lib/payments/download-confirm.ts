import type { DownloadFormat } from '@shortlist/contract';
import { useSyncExternalStore } from 'react';

/**
 * A download that costs something the user may not expect, asked before it happens: `free`
 * (printing uses a free download) or `single-plan` (the Single plan then covers this resume
 * and it can no longer be edited).
 */
export type DownloadQuestion = {
  kind: 'free' | 'single-plan';
  format: DownloadFormat;
  title: string;
  freeDownloadsLeft: number;
};

type Pending = { question: DownloadQuestion; answer: (go: boolean) => void };

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Asks (the app shell shows the question once); resolves true to go on, false to stop. */
export function confirmDownload(question: DownloadQuestion): Promise<boolean> {
  pending?.answer(false);
  return new Promise((resolve) => {
    pending = {
      question,
      answer: (go) => {
        pending = null;
        notify();
        resolve(go);
      },
    };
    notify();
  });
}

export const answerDownloadQuestion = (go: boolean) => pending?.answer(go);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The question being asked, or null. */
export const useDownloadQuestion = () =>
  useSyncExternalStore(
    subscribe,
    () => pending?.question ?? null,
    () => null,
  );
