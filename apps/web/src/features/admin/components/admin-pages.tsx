import { PageShell } from '../../../components/ui/page-shell';

export function AdminLoginPage() {
  return <PageShell title="Admin Login" />;
}

export function AdminAreaPage() {
  return <PageShell title="Admin" />;
}
