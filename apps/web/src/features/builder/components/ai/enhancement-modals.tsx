import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import type { EnhancedSave } from './use-enhanced-save';

/** 'Position 1 description' for 'experience.0.description'. */
export function fieldLabel(field: string): string {
  const [section, index] = field.split('.');
  const n = Number(index) + 1;
  if (section === 'experience') return `Position ${n} description`;
  if (section === 'education') return `Education ${n} description`;
  if (section === 'personalInfo') return 'About me';
  if (section === 'skills') return 'Skills';
  if (section === 'interests') return 'Interests';
  if (section === 'certifications') return 'Certifications';
  return field;
}

/** 'Saving your resume...' with the share of finished tasks, then the review of AI changes. */
export function EnhancementModals({ enhancement }: { enhancement: EnhancedSave }) {
  const { review } = enhancement;
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
      <Modal
        open={review !== null}
        title="Review the AI improvements"
        onClose={() => void enhancement.confirm()}
        size="lg"
        footer={<Button onClick={() => void enhancement.confirm()}>Save with my choices</Button>}
      >
        {review && (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">
              AI suggested changes to{' '}
              {review.changes.length === 1 ? 'one field' : `${review.changes.length} fields`}. Keep
              each one, or use your original text.
            </p>
            <ul className="space-y-3">
              {review.changes.map((change) => {
                const mine = review.mine.has(change.field);
                const label = fieldLabel(change.field);
                return (
                  <li
                    key={change.field}
                    aria-label={label}
                    className="rounded-lg border border-slate-200 p-3"
                  >
                    <p className="text-sm font-semibold text-navy-900">{label}</p>
                    <div className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                      <div>
                        <p className="text-xs font-medium text-slate-500">Your text</p>
                        <p className="whitespace-pre-wrap text-slate-700">
                          {change.before || '(empty)'}
                        </p>
                      </div>
                      <div>
                        <p className="text-xs font-medium text-slate-500">AI version</p>
                        <p className="whitespace-pre-wrap text-slate-900">
                          {change.after || '(empty)'}
                        </p>
                      </div>
                    </div>
                    <div
                      className="mt-2 flex flex-wrap gap-2"
                      role="group"
                      aria-label={`Choice for ${label}`}
                    >
                      <Button
                        variant={mine ? 'secondary' : 'primary'}
                        aria-pressed={!mine}
                        onClick={() => enhancement.choose(change.field, false)}
                      >
                        Keep
                      </Button>
                      <Button
                        variant={mine ? 'primary' : 'secondary'}
                        aria-pressed={mine}
                        onClick={() => enhancement.choose(change.field, true)}
                      >
                        Use my original
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </Modal>
    </>
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
          Descriptions, skills, interests, certifications and an about-me summary. You review every
          change and can keep your original text.
        </span>
      </span>
    </label>
  );
}
