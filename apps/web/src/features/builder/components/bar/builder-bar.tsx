import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../../components/ui/logo';
import { paths } from '../../../../lib/paths';

/**
 * The builder's own compact top bar (the common header is hidden on /dashboard): the
 * product name home, then the builder's tools, and a slot for the account controls.
 */
export function BuilderBar({
  tools,
  previewToggle,
  account,
}: {
  tools: ReactNode;
  previewToggle: ReactNode;
  account?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-lg text-lg font-bold text-navy-900"
        >
          <Logo />
          Shortlist
        </Link>
        <div className="ml-auto flex items-center gap-2 lg:hidden">{previewToggle}</div>
        <div className="order-last flex w-full flex-wrap items-center justify-between gap-2 lg:order-none lg:ml-auto lg:w-auto lg:justify-end">
          {tools}
        </div>
        {account && <div className="flex items-center">{account}</div>}
      </div>
    </header>
  );
}
