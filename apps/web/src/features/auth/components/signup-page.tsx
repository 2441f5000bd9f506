import { PageShell } from '../../../components/ui/page-shell';

export function SignupPage() {
  return <PageShell title="Sign up" />;
}
