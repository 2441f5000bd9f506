import { diffWords, type DiffPart } from './word-diff';

/** One side of a diff: the parts it has, the changed ones marked for eyes and screen readers. */
function DiffSide({
  heading,
  parts,
  changed,
  testId,
  text,
}: {
  heading: string;
  parts: DiffPart[];
  changed: 'removed' | 'added';
  testId: string;
  /** The side's whole text, unmarked. */
  text: string;
}) {
  const shown = parts.filter((p) => p.kind === 'same' || p.kind === changed);
  const Mark = changed === 'removed' ? 'del' : 'ins';
  const marked =
    changed === 'removed'
      ? 'rounded bg-red-50 text-red-800 decoration-red-400'
      : 'rounded bg-emerald-50 text-emerald-900 no-underline';
  return (
    <div>
      <p className="text-xs font-medium text-slate-500">{heading}</p>
      <p
        className="whitespace-pre-wrap break-words text-slate-800"
        data-testid={testId}
        data-text={text}
      >
        {shown.every((p) => p.text.trim() === '')
          ? '(empty)'
          : shown.map((p, i) =>
              p.kind === 'same' ? (
                <span key={i}>{p.text}</span>
              ) : (
                <Mark key={i} className={marked}>
                  <span className="sr-only">[{changed}: </span>
                  {p.text}
                  <span className="sr-only">]</span>
                </Mark>
              ),
            )}
      </p>
    </div>
  );
}

/**
 * A proposal beside the user's text: what it removes struck through, what it adds
 * highlighted, each marked for screen readers. Texts are shown as text, never as HTML.
 */
export function TextDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  return (
    <div className="grid gap-2 text-sm sm:grid-cols-2">
      <DiffSide
        heading="Yours"
        parts={parts}
        changed="removed"
        testId="diff-before"
        text={before}
      />
      <DiffSide heading="Proposed" parts={parts} changed="added" testId="diff-after" text={after} />
    </div>
  );
}
