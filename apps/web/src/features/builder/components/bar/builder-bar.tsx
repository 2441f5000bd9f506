import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../../components/ui/logo';
import { paths } from '../../../../lib/paths';
import { SupportChat } from '../../../support-chat';

/**
 * The builder's own top bar (the common header is hidden on /dashboard): the product name
 * home, the support chat and the account controls on one row, the document's tools on a
 * toolbar row below (one row of each at 1280 px; the toolbar wraps on a phone).
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
      <div className="mx-auto flex max-w-[1440px] items-center gap-2 px-4 py-2 sm:gap-3 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-lg text-lg font-bold text-navy-900"
        >
          <Logo />
          Shortlist
        </Link>
        <div className="ml-auto flex items-center gap-2 lg:hidden">{previewToggle}</div>
        {/* The chat lives here on the builder: a floating bubble would cover Previous / Next. */}
        <div className="flex items-center lg:ml-auto">
          <SupportChat placement="bar" />
        </div>
        {account && <div className="flex items-center">{account}</div>}
      </div>
      <div className="border-t border-slate-100">
        <div
          role="group"
          aria-label="Document tools"
          className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-x-3 gap-y-2 px-4 py-1.5 sm:px-6"
        >
          {tools}
        </div>
      </div>
    </header>
  );
}
