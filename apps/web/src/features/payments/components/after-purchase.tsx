import type { DownloadFormat, PaidPlan } from '@shortlist/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { resumeQuery } from '../../../lib/api/resumes';
import { useResumeDownload } from '../../../lib/documents/use-resume-download';
import type { WantedDownload } from '../../../lib/payments/plan-prompt';
import { useSession } from '../../../lib/session/session-context';
import { planName } from './plans';

/** What the success page hands to the page the purchase began on. */
export type AfterPurchaseState = {
  afterPurchase: { plan: PaidPlan | null; download: WantedDownload | null };
};

const stateOf = (state: unknown): AfterPurchaseState['afterPurchase'] | null =>
  state && typeof state === 'object' && 'afterPurchase' in state
    ? ((state as AfterPurchaseState).afterPurchase ?? null)
    : null;

const FORMAT_NAME: Record<DownloadFormat, string> = {
  pdf: 'PDF',
  docx: 'Word file',
  txt: 'TXT file',
  print: 'print view',
};

/**
 * Back where a purchase began (issue 29): says the plan is active and starts the download the
 * buyer asked for. Printing opens a window, which browsers allow only from a click: it waits
 * for one. Rendered once by the app shell.
 */
export function AfterPurchase() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { download } = useResumeDownload();
  const [printing, setPrinting] = useState<WantedDownload | null>(null);
  const handled = useRef<string | null>(null);
  const after = stateOf(location.state);
  // Printing waits for a click in a dialog: opened as the state arrives.
  const [seen, setSeen] = useState<string | null>(null);
  if (after && user && seen !== location.key) {
    setSeen(location.key);
    if (after.download?.format === 'print') setPrinting(after.download);
  }

  useEffect(() => {
    if (!after || !user || handled.current === location.key) return;
    handled.current = location.key;
    // Forget it in the history entry: a reload or Back must not download again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    toast.success(
      after.plan
        ? `Purchase Successful! Your ${planName(after.plan)} plan is active.`
        : 'Purchase Successful!',
    );
    const wanted = after.download;
    if (!wanted || wanted.format === 'print') return;
    toast.info(`Your ${FORMAT_NAME[wanted.format]} is being prepared…`);
    void queryClient
      .fetchQuery(resumeQuery(user.id, wanted.resumeId))
      .then((resume) => download(resume, wanted.format))
      .catch((error: unknown) =>
        toast.error(error instanceof Error ? error.message : String(error)),
      );
  }, [after, user, location, navigate, queryClient, download]);

  const print = () => {
    const wanted = printing;
    setPrinting(null);
    if (!wanted || !user) return;
    void queryClient
      .fetchQuery(resumeQuery(user.id, wanted.resumeId))
      .then((resume) => download(resume, 'print'))
      .catch((error: unknown) =>
        toast.error(error instanceof Error ? error.message : String(error)),
      );
  };

  return (
    <Modal
      open={printing !== null}
      title="Your plan is active"
      onClose={() => setPrinting(null)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => setPrinting(null)}>
            Not now
          </Button>
          <Button variant="gold" onClick={print}>
            Print Resume
          </Button>
        </>
      }
    >
      <p className="text-slate-700">Print the resume you chose now?</p>
    </Modal>
  );
}
