import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ShareModal } from './share-modal';

/** 'Share' and its dialog, for a resume card or the builder's last step. */
export function ShareButton({
  resumeId,
  name = 'this resume',
  className,
  variant = 'secondary',
}: {
  resumeId: string;
  name?: string;
  className?: string;
  variant?: 'secondary' | 'ghost';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        Share
      </Button>
      {/* Mounted when opened: the list is fetched then, with the latest views. */}
      {open && <ShareModal resumeId={resumeId} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
