import { PageShell } from '../../../components/ui/page-shell';

export function ResumeDetailPage() {
  return <PageShell title="Resume Detail" />;
}
