import { defaultPaper, findTemplate, type Resume, type Step } from '@shortlist/resume';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../../../components/ui/form';
import { usePageTitle } from '../../../components/ui/page-title';
import { firstErrorPath, stepOfPath } from '../first-error';
import { focusSoon } from '../focus-soon';
import { LivePreviewProvider } from '../preview/live-preview-context';
import { localDraftPersistence, type DraftPersistence } from '../state/draft-persistence';
import { useDraftFromOtherTabs } from '../state/use-draft-from-other-tabs';
import { useBuilderDraft } from '../state/use-builder-draft';
import { useUndo } from '../state/use-undo';
import { Button } from '../../../components/ui/button';
import { useSaveFlow, type BuilderActions } from '../use-save-flow';
import { EnhanceToggle, EnhancementModals } from './ai/enhancement-modals';
import { useEnhancedSave } from './ai/use-enhanced-save';
import { BuilderBar } from './bar/builder-bar';
import { JsonButtons } from './bar/json-buttons';
import { DocumentOptions } from './bar/document-options';
import { DesignToggle } from './design/design-toggle';
import { DesignPanel } from './design/design-panel';
import { TemplatePicker } from './bar/template-picker';
import type { DownloadFormat } from './download-buttons';
import { DownloadPanel } from './download-panel';
import { InspirationBanner } from './inspiration-banner';
import { BuilderModals } from './modals/builder-modals';
import { PreviewPanel } from './preview/preview-panel';
import { PreviewToggle } from './preview/preview-toggle';
import { StepContent } from './step-content';
import { StepIndicator } from './step-indicator';
import { StepNav } from './step-nav';
import { ImportButton, type ImportTarget } from '../../import';
import { MatchPanel } from '../../applications';
import { useVisitorImport } from '../state/use-visitor-import';

export type BuilderPageProps = BuilderActions & {
  /** Where the draft lives. Default: this browser's localStorage (the visitor's draft). */
  persistence?: DraftPersistence;
  /** The account controls in the builder's bar. */
  account?: ReactNode;
  /** Where the text is saved; default: 'Saved in this browser as you type'. */
  saveState?: ReactNode;
  /** Something that needs the user (a save conflict, an ended session), above the steps. */
  notice?: ReactNode;
  /** The resume cannot be edited (the single plan covers it): every field is disabled. */
  readOnly?: boolean;
  /** The download being prepared (accounts), shown on the download buttons. */
  downloading?: DownloadFormat | null;
  /** The step to open on (the URL's `&step=`); default: the first incomplete one. */
  initialStep?: Step | null;
  /** Every step change (the account builder keeps it in the URL). */
  onStepChange?: (step: Step) => void;
  /** Which resume this is, and the way to the others (accounts), above the steps. */
  library?: ReactNode;
  /** Downloads stay on the review step (a saved resume: the download saves first). */
  canDownload?: boolean;
  /** Gets the form's `replaceResume` (a restored version, undo and redo). */
  onReady?: (controls: BuilderControls) => void;
  /** Where step 1's Import puts a resume; default: the visitor's (this browser's draft). */
  importTarget?: ImportTarget;
  /** Beside the downloads (accounts): what a download costs. */
  downloadNote?: ReactNode;
  /** Beside the downloads (accounts): share the resume. */
  share?: ReactNode;
  /** Open the job match with this application's posting (the URL's `&match=`). */
  matchFor?: string | null;
};

export type BuilderControls = {
  replaceResume: (resume: Resume) => void;
  currentResume: () => Resume;
};

const visitorDraft = () => localDraftPersistence();

/** 'Create Your Resume': seven steps beside the live PDF preview (spec section 2). */
export function BuilderPage({
  persistence,
  account,
  saveState,
  notice,
  readOnly = false,
  downloading,
  initialStep,
  onStepChange,
  library,
  canDownload = false,
  onReady,
  importTarget,
  downloadNote,
  share,
  matchFor,
  ...actions
}: BuilderPageProps) {
  usePageTitle('Create Your Resume');
  const [store] = useState(() => persistence ?? visitorDraft());
  const { form, step, setStep, replaceResume, currentResume, followResume } = useBuilderDraft(
    store,
    initialStep ?? undefined,
  );
  // A visitor's draft is this browser's: another tab's changes come in as they are typed.
  useDraftFromOtherTabs(persistence === undefined, currentResume, followResume);
  const history = useUndo(form);
  const visitorImport = useVisitorImport(currentResume, replaceResume);
  useEffect(() => {
    onReady?.({ replaceResume, currentResume });
  }, [onReady, replaceResume, currentResume]);
  const flow = useSaveFlow(actions, currentResume);
  // The final save runs the AI enhancement and its review first (issue 12).
  const enhancement = useEnhancedSave(form, flow.save);
  const [showPreview, setShowPreview] = useState(false);
  const [designOpen, setDesignOpen] = useState(false);
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  const templateName = findTemplate(templateId).name;
  // The paper the documents are set on: the resume's, else the browser language's default.
  const paper =
    useWatch({ control: form.control, name: 'paper' }) ?? defaultPaper(navigator.language);

  const goTo = (next: Step, focusId = 'step-heading') => {
    setShowPreview(false);
    setStep(next);
    onStepChange?.(next);
    focusSoon(focusId);
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <LivePreviewProvider control={form.control}>
        <BuilderBar
          tools={
            // Read-only: nothing in the bar may change the resume either (template, undo, import).
            <fieldset disabled={readOnly} className="contents">
              <div className="flex items-center gap-1">
                <Button
                  variant="ghost"
                  className="px-2 py-1.5"
                  onClick={history.undo}
                  disabled={!history.canUndo}
                  title="Undo (Ctrl+Z)"
                >
                  Undo
                </Button>
                <Button
                  variant="ghost"
                  className="px-2 py-1.5"
                  onClick={history.redo}
                  disabled={!history.canRedo}
                  title="Redo (Ctrl+Shift+Z)"
                >
                  Redo
                </Button>
              </div>
              <DesignToggle
                open={designOpen}
                onToggle={() => {
                  setShowPreview(false);
                  setDesignOpen((open) => !open);
                  if (!designOpen) focusSoon('design-heading');
                }}
              />
              <TemplatePicker control={form.control} />
              <DocumentOptions control={form.control} />
              <div className="flex items-center gap-1 lg:ml-auto">
                <JsonButtons currentResume={currentResume} onImport={replaceResume} />
              </div>
            </fieldset>
          }
          previewToggle={
            <PreviewToggle pressed={showPreview} onToggle={() => setShowPreview((on) => !on)} />
          }
          account={account}
        />
        <div className="mx-auto grid max-w-[1440px] gap-6 px-4 py-5 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8 lg:py-6 xl:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
          {/* min-w-0: a long unbroken line (a title) must not widen the page past the screen. */}
          <div className={`min-w-0 ${showPreview ? 'hidden lg:block' : ''}`}>
            <Form
              form={form}
              onSubmit={enhancement.start}
              onInvalid={(errors) => {
                const path = firstErrorPath(errors);
                if (path) goTo(stepOfPath(path), path);
              }}
              onKeyDown={preventImplicitSubmit}
              aria-labelledby="builder-title"
              className="space-y-5"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h1 id="builder-title" className="text-2xl font-bold text-navy-900">
                  Create Your Resume
                </h1>
                {saveState ?? (
                  <p className="flex items-center gap-1.5 text-xs text-slate-500">
                    <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
                    Saved in this browser as you type
                  </p>
                )}
              </div>
              {library}
              {notice}
              <MatchPanel applicationId={matchFor} readOnly={readOnly} />
              {designOpen && (
                <fieldset disabled={readOnly} className="contents">
                  <DesignPanel
                    control={form.control}
                    readOnly={readOnly}
                    onClose={() => {
                      setDesignOpen(false);
                      focusSoon('design-toggle');
                    }}
                  />
                </fieldset>
              )}
              <StepIndicator step={step} onSelect={(next) => goTo(next)} />
              <InspirationBanner />
              <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
                <fieldset disabled={readOnly} className="contents">
                  <StepContent
                    step={step}
                    onJump={(next, field) => goTo(next, field)}
                    importButton={<ImportButton target={importTarget ?? visitorImport} />}
                  />
                </fieldset>
                <div className="mt-6">
                  {(flow.saved || canDownload) && step === 7 && (
                    <DownloadPanel
                      onDownload={flow.download}
                      busy={downloading}
                      locked={readOnly}
                      note={downloadNote}
                      share={share}
                    />
                  )}
                  {step === 7 && !flow.saved && !readOnly && (
                    <EnhanceToggle enhancement={enhancement} />
                  )}
                  <StepNav
                    step={step}
                    onStep={(next) => goTo(next)}
                    saving={flow.saving || enhancement.busy}
                    canSave={!readOnly}
                  />
                </div>
              </div>
            </Form>
          </div>
          <aside
            aria-label="Live preview"
            className={`min-w-0 ${showPreview ? 'block' : 'hidden'} lg:sticky lg:top-16 lg:block lg:h-[calc(100vh-5rem)]`}
          >
            <PreviewPanel
              templateName={templateName}
              paperName={paper === 'letter' ? 'Letter' : 'A4'}
            />
          </aside>
        </div>
        <BuilderModals flow={{ ...flow, saving: flow.saving && !enhancement.progressOpen }} />
        <EnhancementModals enhancement={enhancement} />
      </LivePreviewProvider>
    </div>
  );
}

/** Enter in a one-line input must not submit the whole builder. */
function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}
