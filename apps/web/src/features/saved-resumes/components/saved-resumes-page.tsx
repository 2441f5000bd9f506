import { PageShell } from '../../../components/ui/page-shell';

export function SavedResumesPage() {
  return <PageShell title="Saved Resumes" />;
}
