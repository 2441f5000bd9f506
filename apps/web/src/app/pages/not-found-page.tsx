import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 pt-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-gold-500">404</p>
      <h1 className="mt-2 text-3xl font-bold">This page does not exist</h1>
      <p className="mt-3 text-slate-600">The link may be old or mistyped. Your resumes are safe.</p>
      <Link to={paths.home} className={buttonClasses('primary', 'mt-6')}>
        Go to the home page
      </Link>
    </section>
  );
}
