import { Navigate, useLocation, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api/client';
import { useAdminMe } from '../../../lib/api/admin';
import { paths } from '../../../lib/paths';
import { AdminLayout } from './admin-layout';
import {
  AnalysisScreen,
  DashboardScreen,
  ResumesScreen,
  SupportScreen,
  TrafficScreen,
  UsersScreen,
} from './admin-screens';
import { NotFoundInAdmin } from './not-found';

export { AdminLoginPage } from './admin-login-page';

const screens = {
  [paths.admin.dashboard]: { title: 'Dashboard', Screen: DashboardScreen },
  [paths.admin.users]: { title: 'All Users', Screen: UsersScreen },
  [paths.admin.resumes]: { title: 'All Resume', Screen: ResumesScreen },
  [paths.admin.traffic]: { title: 'Traffic', Screen: TrafficScreen },
  [paths.admin.support]: { title: 'Support Message', Screen: SupportScreen },
} as const;

/** Every data screen of the admin area; without an admin session, back to /admin. */
export function AdminAreaPage() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const me = useAdminMe();
  if (me.isPending)
    return (
      <p
        role="status"
        className="flex min-h-screen items-center justify-center gap-2 text-slate-600"
      >
        <Spinner size="sm" /> Loading...
      </p>
    );
  if (me.isError) {
    if (me.error instanceof ApiError && (me.error.status === 401 || me.error.status === 403))
      return <Navigate to={paths.admin.login} replace />;
    return (
      <p role="alert" className="m-8 rounded-lg bg-red-50 p-4 text-red-700">
        {me.error.message}
      </p>
    );
  }
  if (id !== undefined)
    return (
      <AdminLayout title="Analysis" current={paths.admin.traffic}>
        <AnalysisScreen ip={id} />
      </AdminLayout>
    );
  const path = pathname.replace(/\/+$/, '');
  const screen = screens[path as keyof typeof screens];
  if (!screen) return <NotFoundInAdmin />;
  return (
    <AdminLayout title={screen.title} current={path}>
      <screen.Screen />
    </AdminLayout>
  );
}
