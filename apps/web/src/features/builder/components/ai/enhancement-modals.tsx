import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { useShowProposal } from '../../preview/live-preview-context';
import { TextDiff } from './text-diff';
import { withAccepted, type EnhancedSave } from './use-enhanced-save';

/** 'Position 1 description' for 'experience.0.description'. */
export function fieldLabel(field: string): string {
  const [section, index, part, item] = field.split('.');
  const n = Number(index) + 1;
  if (section === 'experience' && part === 'achievements')
    return `Position ${n} achievement ${Number(item) + 1}`;
  if (section === 'experience') return `Position ${n} description`;
  if (section === 'education') return `Education ${n} description`;
  if (section === 'personalInfo') return 'About me';
  if (section === 'skills') return 'Skills';
  if (section === 'interests') return 'Interests';
  if (section === 'certifications') return 'Certifications';
  return field;
}

/** 'Saving your resume...' with the share of finished tasks, then the review of AI proposals. */
export function EnhancementModals({ enhancement }: { enhancement: EnhancedSave }) {
  return (
    <>
      <Modal
        open={enhancement.progressOpen}
        title="Saving your resume..."
        onClose={() => {}}
        dismissible={false}
        size="sm"
      >
        <div className="space-y-3 py-2 text-slate-700">
          <div className="flex items-center gap-3">
            <Spinner size="md" />
            <p>
              {enhancement.percent < 50
                ? 'Improving your text with AI...'
                : 'Saving your resume...'}
            </p>
          </div>
          <div
            role="progressbar"
            aria-label="Saving progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={enhancement.percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-gold-400 transition-all"
              style={{ width: `${Math.max(enhancement.percent, 5)}%` }}
            />
          </div>
        </div>
      </Modal>
      <EnhancementReviewModal enhancement={enhancement} />
    </>
  );
}

/**
 * Each AI proposal against the user's text, with Accept and Keep mine. While it is open the
 * preview shows the accepted proposals (and the one pointed at); the form keeps the user's
 * text until 'Save with my choices'. Closing or Escape applies nothing.
 */
function EnhancementReviewModal({ enhancement }: { enhancement: EnhancedSave }) {
  const { review } = enhancement;
  const showProposal = useShowProposal();
  const [looking, setLooking] = useState<string | null>(null);
  useEffect(() => {
    if (!review) return;
    showProposal((resume) => withAccepted(resume, review, looking));
    return () => showProposal(null);
  }, [review, looking, showProposal]);
  const accepted = review?.accepted.size ?? 0;

  return (
    <Modal
      open={review !== null}
      title="Review the AI improvements"
      onClose={enhancement.cancel}
      size="lg"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={enhancement.cancel}>
            Cancel
          </Button>
          <Button onClick={() => void enhancement.confirm()}>
            {accepted === 0 ? 'Save my text as it is' : 'Save with my choices'}
          </Button>
        </div>
      }
    >
      {review && (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            AI proposes changes to{' '}
            {review.changes.length === 1 ? 'one field' : `${review.changes.length} fields`}. Nothing
            changes unless you accept it; the preview shows what you accept.
          </p>
          <ul className="space-y-3">
            {review.changes.map((change) => {
              const isAccepted = review.accepted.has(change.field);
              const label = fieldLabel(change.field);
              return (
                <li
                  key={change.field}
                  aria-label={label}
                  className="rounded-lg border border-slate-200 p-3"
                  onMouseEnter={() => setLooking(change.field)}
                  onMouseLeave={() => setLooking(null)}
                  onFocus={() => setLooking(change.field)}
                  onBlur={() => setLooking(null)}
                >
                  <p className="text-sm font-semibold text-navy-900">{label}</p>
                  <div className="mt-2">
                    <TextDiff before={change.before} after={change.after} />
                  </div>
                  <div
                    className="mt-2 flex flex-wrap items-center gap-2"
                    role="group"
                    aria-label={`Choice for ${label}`}
                  >
                    <Button
                      variant={isAccepted ? 'primary' : 'secondary'}
                      aria-pressed={isAccepted}
                      onClick={() => enhancement.choose(change.field, true)}
                    >
                      Accept
                    </Button>
                    <Button
                      variant={isAccepted ? 'secondary' : 'primary'}
                      aria-pressed={!isAccepted}
                      onClick={() => enhancement.choose(change.field, false)}
                    >
                      Keep mine
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Modal>
  );
}

/** On the Review step: whether the final save improves the text with AI first. */
export function EnhanceToggle({ enhancement }: { enhancement: EnhancedSave }) {
  return (
    <label className="mb-4 flex items-start gap-2 rounded-lg border border-gold-400/60 bg-gold-400/10 p-3 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4"
        checked={enhancement.enabled}
        onChange={(event) => enhancement.setEnabled(event.target.checked)}
      />
      <span>
        <span className="font-semibold">Improve my resume with AI when I save</span>
        <span className="block text-xs text-slate-600">
          Corrects descriptions, achievements and your about-me, and tidies your lists. You review
          every proposed change; nothing is applied unless you accept it.
        </span>
      </span>
    </label>
  );
}
