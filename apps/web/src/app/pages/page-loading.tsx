import { Spinner } from '../../components/ui/spinner';

export function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-navy-700">
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}
