import { addSkill, normaliseSkills, skillsToLine } from '@shortlist/resume';
import { useState } from 'react';
import { Chip } from '../../../../components/ui/chip';
import { FieldFrame, inputClasses } from '../../../../components/ui/field';
import { SkillsAi } from '../ai/ai-buttons';
import { AddItemInput } from './add-item-input';
import { useStringList } from './string-list';

/** Step 4: skills as one comma-separated line, normalised on Enter or leaving the field. */
export function SkillsStep() {
  const list = useStringList('skills');
  // While the line is being edited it keeps the user's spelling (a trailing comma, spaces);
  // otherwise it shows the normalised list.
  const [editing, setEditing] = useState<string | null>(null);
  const line = editing ?? skillsToLine(list.items);

  return (
    <div className="space-y-5">
      <FieldFrame
        id="skills"
        label="Skills"
        required
        hint="For example: Project management, SQL, Figma, Public speaking"
      >
        <input
          dir="auto"
          id="skills"
          className={inputClasses}
          value={line}
          aria-required
          aria-describedby="skills-hint"
          onFocus={() => setEditing(skillsToLine(list.items))}
          onChange={(event) => {
            setEditing(event.target.value);
            list.set(normaliseSkills(event.target.value));
          }}
          onBlur={() => setEditing(null)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setEditing(skillsToLine(normaliseSkills(line)));
          }}
        />
      </FieldFrame>
      <AddItemInput
        id="skills-manual"
        label="Add a Skill Manually"
        placeholder="e.g. Stakeholder management"
        duplicateMessage="That skill is already in your list."
        onAdd={(skill) => list.addWith(addSkill, skill)}
      />
      <SkillsAi />
      <SkillChips items={list.items} onRemove={list.remove} />
    </div>
  );
}

function SkillChips({ items, onRemove }: { items: string[]; onRemove: (index: number) => void }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        No skills yet. Add the ones a recruiter searches for.
      </p>
    );
  }
  return (
    <div>
      <p className="mb-2 text-sm font-medium text-slate-800">
        {items.length === 1 ? '1 skill' : `${items.length} skills`} on your resume
      </p>
      <ul className="flex flex-wrap gap-2" aria-label="Your skills">
        {items.map((skill, index) => (
          <li key={`${skill}-${index}`}>
            <Chip label={skill} onRemove={() => onRemove(index)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
