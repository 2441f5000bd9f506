import { addInterest } from '@shortlist/resume';
import { Chip } from '../../../../components/ui/chip';
import { InterestsAi } from '../ai/ai-buttons';
import { AddItemInput } from './add-item-input';
import { useStringList } from './string-list';

/** Step 5: interests as chips; a blank or repeated interest is ignored. */
export function InterestsStep() {
  const list = useStringList('interests');
  return (
    <div className="space-y-4">
      <AddItemInput
        id="interests"
        label="Add an Interest"
        placeholder="e.g. Trail running"
        duplicateMessage="That interest is already in your list."
        onAdd={(interest) => list.addWith(addInterest, interest)}
      />
      <InterestsAi />
      {list.items.length === 0 ? (
        <p className="text-sm text-slate-500">
          No interests yet. Two or three genuine ones give the reader something to talk about.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Your interests">
          {list.items.map((interest, index) => (
            <li key={`${interest}-${index}`}>
              <Chip label={interest} onRemove={() => list.remove(index)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
