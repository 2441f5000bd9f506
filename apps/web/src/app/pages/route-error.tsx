import { Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';

/** Shown when a page fails to load or throws while rendering: never a white screen. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center"
    >
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Home
        </Link>
      </div>
    </section>
  );
}
