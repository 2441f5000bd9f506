import { PageShell } from '../../../components/ui/page-shell';

export function LoginPage() {
  return <PageShell title="Log in" />;
}
