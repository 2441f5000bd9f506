import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** The spec's banner pointing at the template demo on the home page. */
export function InspirationBanner() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-navy-50 px-4 py-3 text-sm text-navy-900 ring-1 ring-navy-600/10 ring-inset">
      <p>Take a look at our best work and get inspired!</p>
      <Link
        to={paths.demo}
        className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
      >
        Look Now
      </Link>
    </div>
  );
}
