import { Button } from './button';
import { Modal } from './modal';

type Props = {
  /** What is deleted, as the user knows it; the dialog is open while it is not null. */
  name: string | null;
  /** The kind of thing: 'resume', 'application'. */
  thing?: string;
  onCancel: () => void;
  onConfirm: () => void;
  deleting: boolean;
};

/** Asks before something is deleted for good; keeping it is the first choice. */
export function ConfirmDeleteModal({
  name,
  thing = 'resume',
  onCancel,
  onConfirm,
  deleting,
}: Props) {
  return (
    <Modal
      open={name !== null}
      title={`Delete this ${thing}?`}
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
