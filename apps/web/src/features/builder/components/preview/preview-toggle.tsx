/** On phones the preview sits behind this toggle (the form and the preview take turns). */
export function PreviewToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className="inline-flex items-center gap-1.5 rounded-lg bg-navy-700 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-navy-600 aria-pressed:bg-gold-400 aria-pressed:text-navy-900"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {pressed ? (
          <path d="M4 20h4L19 9l-4-4L4 16v4Z" strokeLinejoin="round" />
        ) : (
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
        )}
      </svg>
      Preview
    </button>
  );
}
