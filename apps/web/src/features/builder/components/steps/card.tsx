import type { ReactNode } from 'react';

/** A titled card in a repeatable list ('Position 2'), with an optional remove button. */
export function Card({
  title,
  onRemove,
  children,
}: {
  title: string;
  onRemove?: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-navy-900">{title}</h3>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${title}`}
            className="rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            Remove
          </button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** A dashed full-width button that adds a card or an item. */
export function AddButton({
  id,
  onClick,
  children,
}: {
  id?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      id={id}
      type="button"
      onClick={onClick}
      className="flex w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-3 text-sm font-semibold text-navy-700 hover:border-navy-600 hover:bg-navy-50"
    >
      <span aria-hidden="true" className="text-lg leading-none">
        +
      </span>
      {children}
    </button>
  );
}

/** Full-width cell in a card's two-column grid. */
export const wide = 'sm:col-span-2';
