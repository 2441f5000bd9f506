import { inputClasses } from '../../../../components/ui/field';
import { focusSoon } from '../../focus-soon';
import { AchievementAi } from '../ai/ai-buttons';
import { useStringList } from './string-list';

/** The achievements of one position: a growing list of one-line inputs. */
export function AchievementsField({ index, position }: { index: number; position: string }) {
  const list = useStringList(`experience.${index}.achievements`);
  const base = `experience.${index}.achievements`;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">Key Achievements</legend>
      <p className="mb-2 text-xs text-slate-500">
        One result per line, ideally with a number: “Cut onboarding time by 40%”.
      </p>
      <ul className="space-y-2">
        {list.items.map((item, i) => (
          <li key={i} className="space-y-1">
            <div className="flex gap-2">
              <label htmlFor={`${base}.${i}`} className="sr-only">
                {`${position}, achievement ${i + 1}`}
              </label>
              <input
                dir="auto"
                id={`${base}.${i}`}
                className={inputClasses}
                value={item}
                maxLength={500}
                onChange={(event) => list.update(i, event.target.value)}
              />
              {list.items.length > 1 && (
                <button
                  type="button"
                  onClick={() => list.remove(i)}
                  className="shrink-0 rounded-lg px-2 text-sm text-slate-500 hover:bg-red-50 hover:text-red-700"
                >
                  <span aria-hidden="true">✕</span>
                  <span className="sr-only">{`Remove achievement ${i + 1} of ${position}`}</span>
                </button>
              )}
            </div>
            <AchievementAi index={index} item={i} title={position} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          list.append();
          focusSoon(`${base}.${list.items.length}`);
        }}
        className="mt-2 text-sm font-semibold text-navy-700 hover:underline"
      >
        + Add Achievement
      </button>
    </fieldset>
  );
}
