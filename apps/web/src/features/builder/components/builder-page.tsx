import { PageShell } from '../../../components/ui/page-shell';

export function BuilderPage() {
  return <PageShell title="Create Your Resume" />;
}
