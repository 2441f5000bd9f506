import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

type Props = {
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  deleting: boolean;
};

export function ConfirmDeleteModal({ name, onCancel, onConfirm, deleting }: Props) {
  return (
    <Modal
      open={name !== null}
      title="Delete this resume?"
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Keep it
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            Delete
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        <strong>{name}</strong> will be deleted for good. This cannot be undone.
      </p>
    </Modal>
  );
}
