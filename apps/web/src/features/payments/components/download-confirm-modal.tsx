import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import {
  answerDownloadQuestion,
  useDownloadQuestion,
} from '../../../lib/payments/download-confirm';
import { freeDownloadsText } from './plans';

const FORMAT_VERB = {
  pdf: 'Download the PDF',
  docx: 'Download Word',
  txt: 'Download TXT',
  print: 'Print',
};

/**
 * Asks before a download that costs what the user may not expect (issue 29): printing uses a
 * free download; the download that binds the Single plan locks the resume. Rendered once by
 * the app shell; `useResumeDownload` asks through `confirmDownload`.
 */
export function DownloadConfirmModal() {
  const question = useDownloadQuestion();
  const no = () => answerDownloadQuestion(false);
  const yes = () => answerDownloadQuestion(true);
  const locking = question?.kind === 'single-plan';
  return (
    <Modal
      open={question !== null}
      title={locking ? 'Lock this resume with your Single plan?' : 'Printing uses a download'}
      onClose={no}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={no}>
            Cancel
          </Button>
          <Button variant={locking ? 'danger' : 'gold'} onClick={yes}>
            {locking
              ? `${FORMAT_VERB[question.format]} and lock`
              : `${FORMAT_VERB[question?.format ?? 'print']} (uses 1 download)`}
          </Button>
        </>
      }
    >
      {question && locking && (
        <div className="space-y-2 text-slate-700">
          <p>
            Your Single plan covers one resume. This download makes it cover{' '}
            <strong>{question.title}</strong>.
          </p>
          <p>
            After it, this resume can no longer be edited here. You can still download and print it
            in every format, duplicate it to edit a copy, or upgrade to Unlimited.
          </p>
        </div>
      )}
      {question && !locking && (
        <div className="space-y-2 text-slate-700">
          <p>
            Printing <strong>{question.title}</strong> uses 1 of your{' '}
            {freeDownloadsText(question.freeDownloadsLeft)} left.
          </p>
          <p>
            For 24 hours after, this resume can be printed and downloaded in every format at no
            further cost.
          </p>
        </div>
      )}
    </Modal>
  );
}
