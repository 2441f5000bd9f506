import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { AdminLayout } from './admin-layout';

export function NotFoundInAdmin() {
  return (
    <AdminLayout title="Page not found" current="">
      <Link className="text-navy-700 underline" to={paths.admin.dashboard}>
        Back to the dashboard
      </Link>
    </AdminLayout>
  );
}
