import { addInterest, addSkill, canImproveDescription, type Resume } from '@shortlist/resume';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AI_CERTIFICATION_FAILED,
  AI_FAILED,
  AI_INTERESTS_FAILED,
  AI_SKILLS_EMPTY,
  AI_SKILLS_FAILED,
  AI_SKILLS_NEED_ONE,
  aiApi,
} from '../../../../lib/api/ai';
import { useStringList } from '../steps/string-list';
import { AiSuggest } from './ai-suggest';

const fill = { shouldDirty: true } as const;

/** 'Correct Your Description with AI': three rewrites, enabled from 15 words (spec section 5). */
export function DescriptionAi({ index }: { index: number }) {
  const { control, getValues, setValue } = useFormContext<Resume>();
  const description = useWatch({ control, name: `experience.${index}.description` }) ?? '';
  return (
    <AiSuggest
      label="Correct Your Description with AI"
      disabled={!canImproveDescription(description)}
      disabledHint="Write at least 15 words to get AI help with your description."
      failure={AI_FAILED}
      ask={() => {
        const job = getValues(`experience.${index}`);
        return aiApi.description({
          position: job.position,
          company: job.company,
          startDate: job.startDate,
          endDate: job.endDate || undefined,
          description: job.description,
        });
      }}
      onPick={(text) => setValue(`experience.${index}.description`, text, fill)}
    />
  );
}

/** 'AI Suggestion' on one achievement: three achievements from its text and the position. */
export function AchievementAi({
  index,
  item,
  title,
}: {
  index: number;
  item: number;
  title: string;
}) {
  const { getValues } = useFormContext<Resume>();
  const list = useStringList(`experience.${index}.achievements`);
  return (
    <AiSuggest
      label="AI Suggestion"
      name={`AI Suggestion for ${title} achievement ${item + 1}`}
      failure={AI_FAILED}
      ask={() => {
        const job = getValues(`experience.${index}`);
        const text = job.achievements[item] ?? '';
        if (!text.trim() && !job.position.trim())
          return { message: 'Enter the position or the achievement first.' };
        return aiApi.achievement({ text, position: job.position, company: job.company });
      }}
      onPick={(text) => list.update(item, text)}
    />
  );
}

/** 'AI Suggestion for Description' on an education card: three texts starting 'I learned'. */
export function EducationAi({ index }: { index: number }) {
  const { getValues, setValue } = useFormContext<Resume>();
  return (
    <AiSuggest
      label="AI Suggestion for Description"
      name={`AI Suggestion for Description of Education ${index + 1}`}
      failure={AI_FAILED}
      ask={() => {
        const entry = getValues(`education.${index}`);
        if (!entry.degree.trim() && !entry.fieldOfStudy.trim())
          return { message: 'Enter the degree or the field of study first.' };
        return aiApi.education({
          degree: entry.degree,
          fieldOfStudy: entry.fieldOfStudy,
          school: entry.school || undefined,
          description: entry.description || undefined,
        });
      }}
      onPick={(text) => setValue(`education.${index}.description`, text, fill)}
    />
  );
}

/** 'AI Suggest Skills': needs one skill first; a chosen skill is added unless present. */
export function SkillsAi() {
  const { getValues } = useFormContext<Resume>();
  const list = useStringList('skills');
  return (
    <AiSuggest
      label="AI Suggest Skills"
      failure={AI_SKILLS_FAILED}
      failureInList
      emptyText={AI_SKILLS_EMPTY}
      ask={() => {
        const resume = getValues();
        if (resume.skills.length === 0) return { message: AI_SKILLS_NEED_ONE };
        return aiApi.skills(resume);
      }}
      onPick={(skill) => list.addWith(addSkill, skill)}
    />
  );
}

/** 'AI Suggest Interests': a chosen interest already present is ignored (spec section 5). */
export function InterestsAi() {
  const { getValues } = useFormContext<Resume>();
  const list = useStringList('interests');
  return (
    <AiSuggest
      label="AI Suggest Interests"
      failure={AI_INTERESTS_FAILED}
      ask={() => aiApi.interests(getValues())}
      onPick={(interest) => list.addWith(addInterest, interest)}
    />
  );
}

/** 'AI Suggestion' for certifications: the choice is appended to the last one after a comma. */
export function CertificationAi() {
  const { getValues } = useFormContext<Resume>();
  const list = useStringList('certifications');
  return (
    <AiSuggest
      label="AI Suggestion"
      name="AI Suggestion for Certifications"
      failure={AI_CERTIFICATION_FAILED}
      ask={() => aiApi.certifications(getValues())}
      onPick={(name) => {
        const last = list.items.length - 1;
        const current = last >= 0 ? (list.items[last] ?? '').trim() : '';
        if (last < 0) list.append(name);
        else list.update(last, current ? `${current}, ${name}` : name);
      }}
    />
  );
}
