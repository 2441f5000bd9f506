import { afterEach, describe, expect, it, vi } from 'vitest';
import { namedResume } from '../../../../test/fixtures';
import type { DocumentRequest, DocumentResponse } from '../../../lib/documents/protocol';
import { createRenderQueue, type RenderPort, type RenderResult } from './render-queue';

/** A worker stand-in: records the jobs posted and lets the test answer them. */
function fakePort() {
  const posted: DocumentRequest[] = [];
  const port: RenderPort & { terminated: boolean } = {
    onmessage: null,
    terminated: false,
    postMessage(message: DocumentRequest) {
      posted.push(message);
    },
    terminate() {
      port.terminated = true;
    },
  };
  const answer = (data: DocumentResponse) =>
    port.onmessage?.(new MessageEvent<DocumentResponse>('message', { data }));
  const ok = (job: DocumentRequest, byte: number) =>
    answer({ id: job.id, ok: true, bytes: new Uint8Array([byte]), ms: 5 });
  return { port, posted, answer, ok };
}

function setup() {
  const fake = fakePort();
  const results: RenderResult[] = [];
  const errors: string[] = [];
  const busy: boolean[] = [];
  const queue = createRenderQueue(fake.port, {
    onResult: (result) => results.push(result),
    onError: (message) => errors.push(message),
    onBusy: (value) => busy.push(value),
  });
  return { ...fake, queue, results, errors, busy };
}

const names = (jobs: DocumentRequest[]) => jobs.map((job) => job.resume.personalInfo.fullName);

afterEach(() => vi.restoreAllMocks());

describe('the preview render queue', () => {
  it('sends a request at once when the worker is idle and reports its result', () => {
    const q = setup();
    q.queue.request(namedResume('Ada'));
    expect(names(q.posted)).toEqual(['Ada']);
    expect(q.posted[0]?.format).toBe('pdf');
    q.ok(q.posted[0]!, 1);
    expect(q.results.map((r) => [...r.bytes])).toEqual([[1]]);
    expect(q.busy).toEqual([true, false]);
  });

  it("passes on the PDF's fit report with its bytes", () => {
    const q = setup();
    q.queue.request(namedResume('Ada'));
    const fit = { pages: 1, fits: false, bodySize: 8, spacing: 0.55 };
    q.answer({ id: q.posted[0]!.id, ok: true, bytes: new Uint8Array([1]), fit, ms: 5 });
    expect(q.results[0]?.fit).toEqual(fit);
  });

  it('keeps one job in the worker and only the newest waiting request', () => {
    const q = setup();
    q.queue.request(namedResume('A'));
    q.queue.request(namedResume('B'));
    q.queue.request(namedResume('C'));
    expect(names(q.posted)).toEqual(['A']);
    q.ok(q.posted[0]!, 1);
    expect(names(q.posted)).toEqual(['A', 'C']);
    q.ok(q.posted[1]!, 3);
    expect(q.posted).toHaveLength(2);
    expect(q.busy.at(-1)).toBe(false);
  });

  it('drops a superseded result unless nothing has been shown for a while', () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const q = setup();
    q.queue.request(namedResume('A'));
    q.queue.request(namedResume('B'));
    now += 100;
    q.ok(q.posted[0]!, 1);
    expect(q.results).toEqual([]);

    q.queue.request(namedResume('C'));
    now += 2_000;
    q.ok(q.posted[1]!, 2);
    expect(q.results.map((r) => [...r.bytes])).toEqual([[2]]);
    q.ok(q.posted[2]!, 3);
    expect(q.results.map((r) => [...r.bytes])).toEqual([[2], [3]]);
  });

  it('reports an error only when no newer request is waiting, and ignores unknown ids', () => {
    const q = setup();
    q.queue.request(namedResume('A'));
    q.queue.request(namedResume('B'));
    q.answer({ id: q.posted[0]!.id, ok: false, error: 'superseded failure' });
    q.answer({ id: 999, ok: false, error: 'not ours' });
    q.answer({ id: q.posted[1]!.id, ok: false, error: 'Font missing' });
    expect(q.errors).toEqual(['Font missing']);
  });

  it('stops listening and ends the worker on dispose', () => {
    const q = setup();
    q.queue.dispose();
    expect(q.port.onmessage).toBeNull();
    expect(q.port.terminated).toBe(true);
  });
});
