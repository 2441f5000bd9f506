import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { paths } from '../../../lib/paths';

export function SuccessPage() {
  return (
    <PageShell title="Purchase Successful!">
      <div className="max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-700">
          Thank you! Your plan is active. Return to step 7 of the builder and click save again to
          download your resume.
        </p>
        <Link to={paths.dashboard} className={buttonClasses('primary', 'mt-5')}>
          GO TO POINT 7
        </Link>
      </div>
    </PageShell>
  );
}
