import type { useSaveFlow } from '../../use-save-flow';
import { LoginRequiredModal } from './login-required-modal';
import { ResumePreviewModal } from './resume-preview-modal';
import { SavingModal } from './saving-modal';

/** The builder's dialogs, driven by the save flow. */
export function BuilderModals({ flow }: { flow: ReturnType<typeof useSaveFlow> }) {
  return (
    <>
      <SavingModal open={flow.saving} />
      <ResumePreviewModal
        open={flow.previewOpen}
        onClose={flow.closePreview}
        onDownload={flow.download}
      />
      <LoginRequiredModal open={flow.loginOpen} onClose={flow.closeLogin} />
    </>
  );
}
