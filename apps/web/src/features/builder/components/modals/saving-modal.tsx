import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';

/** Shown while a save is in flight (accounts): it cannot be dismissed. */
export function SavingModal({ open }: { open: boolean }) {
  return (
    <Modal
      open={open}
      title="Saving your resume..."
      onClose={() => {}}
      dismissible={false}
      size="sm"
    >
      <div className="flex items-center gap-3 py-2 text-slate-700">
        <Spinner size="lg" />
        <p>Saving your resume... This takes a moment.</p>
      </div>
    </Modal>
  );
}
