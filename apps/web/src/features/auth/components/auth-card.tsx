import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/ui/page-title';

/** The centred card both auth pages sit in, with the benefits beside it on wide screens. */
export function AuthCard({
  title,
  subtitle,
  children,
  aside,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="min-h-screen bg-gradient-to-b from-navy-50 to-slate-50 px-4 pt-24 pb-16">
      <div className="mx-auto grid max-w-5xl items-start gap-10 md:grid-cols-2">
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        {aside && <div className="hidden md:block">{aside}</div>}
      </div>
    </section>
  );
}

export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
    >
      {message}
    </div>
  );
}
