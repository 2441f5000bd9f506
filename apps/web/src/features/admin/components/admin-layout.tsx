import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../components/ui/page-title';
import { useAdminLogout } from '../../../lib/api/admin';
import { paths } from '../../../lib/paths';

const items = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.users, label: 'All Users' },
  { to: paths.admin.resumes, label: 'All Resume' },
  { to: paths.admin.traffic, label: 'Traffic' },
  { to: paths.admin.support, label: 'Support Message' },
];

/** The admin area's frame (spec section 2): header, sidebar with the current item highlighted. */
export function AdminLayout({
  title,
  current,
  children,
}: {
  title: string;
  /** The sidebar item to highlight (the analysis screen belongs to Traffic). */
  current: string;
  children: ReactNode;
}) {
  usePageTitle(`${title} · Admin`);
  const navigate = useNavigate();
  const logout = useAdminLogout();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between bg-navy-900 px-4 py-3 text-white">
        <p className="text-lg font-bold">
          Shortlist{' '}
          <span className="ml-2 rounded bg-gold-400 px-2 py-0.5 text-sm text-navy-900">Admin</span>
        </p>
        <Button
          variant="gold"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.admin.login) })}
        >
          Logout
        </Button>
      </header>
      <div className="flex flex-col md:flex-row">
        <nav
          aria-label="Admin"
          className="border-b border-slate-200 bg-white md:min-h-[calc(100vh-56px)] md:w-56 md:border-r md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col">
            {items.map((item) => {
              const active = item.to === current;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={`block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
                      active ? 'bg-navy-700 text-white' : 'text-slate-700 hover:bg-slate-100'
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="min-w-0 flex-1 p-4 md:p-8">
          <h1 className="mb-6 text-2xl font-bold text-navy-900">{title}</h1>
          {children}
        </section>
      </div>
    </div>
  );
}
