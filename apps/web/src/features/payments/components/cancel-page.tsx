import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { paths } from '../../../lib/paths';

export function CancelPage() {
  return (
    <PageShell title="Payment cancelled">
      <div className="max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-700">
          No payment was taken. Your resume is still saved; you can choose a plan whenever you are
          ready.
        </p>
        <Link to={paths.dashboard} className={buttonClasses('primary', 'mt-5')}>
          Back to my resume
        </Link>
      </div>
    </PageShell>
  );
}
