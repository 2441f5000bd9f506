import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

/** The frame of an ordinary page below the fixed top bar. */
export function PageShell({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
