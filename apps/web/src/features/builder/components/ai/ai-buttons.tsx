import {
  addInterest,
  addSkill,
  canImproveDescription,
  uniqueItems,
  type Resume,
} from '@shortlist/resume';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import {
  AI_CERTIFICATION_FAILED,
  AI_FAILED,
  AI_INTERESTS_FAILED,
  AI_NEEDS_A_JOB,
  AI_NO_CORRECTIONS,
  AI_SKILLS_FAILED,
  aiApi,
} from '../../../../lib/api/ai';
import { useStringList } from '../steps/string-list';
import { AiPicker } from './ai-picker';
import { AiProposals } from './ai-proposals';
import { setIn } from './resume-paths';

const fill = { shouldDirty: true } as const;

/** The form's text at `path`, how to accept a proposal into it and how to preview one. */
function useTextField(path: Path<Resume>) {
  const { getValues, setValue } = useFormContext<Resume>();
  return {
    current: () => String(getValues(path) ?? ''),
    accept: (text: string) => setValue(path, text as never, fill),
    preview: (text: string) => (resume: Resume) => setIn(resume, path, text),
  };
}

/** Whether the resume names a job (a job title, a position) or a study: what suggestions fit. */
const namesAJob = (resume: Resume) =>
  Boolean(resume.personalInfo.jobTitle?.trim()) ||
  resume.experience.some((job) => job.position.trim() !== '') ||
  resume.education.some((e) => e.degree.trim() !== '' || e.fieldOfStudy.trim() !== '');

/** 'Correct Your Description with AI': corrections and rewrites, enabled from 15 words. */
export function DescriptionAi({ index }: { index: number }) {
  const { control, getValues } = useFormContext<Resume>();
  const description = useWatch({ control, name: `experience.${index}.description` }) ?? '';
  return (
    <AiProposals
      label="Correct Your Description with AI"
      disabled={!canImproveDescription(description)}
      disabledHint="Write at least 15 words to get AI help with your description."
      failure={AI_FAILED}
      emptyText={AI_NO_CORRECTIONS}
      {...useTextField(`experience.${index}.description`)}
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
    />
  );
}

/** 'AI Suggestion' on one achievement: its text improved, or achievements for the position. */
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
  return (
    <AiProposals
      label="AI Suggestion"
      name={`AI Suggestion for ${title} achievement ${item + 1}`}
      failure={AI_FAILED}
      {...useTextField(`experience.${index}.achievements.${item}`)}
      ask={() => {
        const job = getValues(`experience.${index}`);
        const text = job.achievements[item] ?? '';
        if (!text.trim() && !job.position.trim())
          return { message: 'Enter the position or the achievement first.' };
        return aiApi.achievement({
          text,
          position: job.position,
          company: job.company,
          existing: job.achievements.filter((a, i) => i !== item && a.trim() !== ''),
        });
      }}
    />
  );
}

/** 'AI Suggestion for Description' on an education card: three texts starting 'I learned'. */
export function EducationAi({ index }: { index: number }) {
  const { getValues } = useFormContext<Resume>();
  return (
    <AiProposals
      label="AI Suggestion for Description"
      name={`AI Suggestion for Description of Education ${index + 1}`}
      failure={AI_FAILED}
      {...useTextField(`education.${index}.description`)}
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
    />
  );
}

/** Adds each chosen item with a package rule (no repeats); answers how many were new. */
function useAddEach(list: ReturnType<typeof useStringList>, rule: typeof addSkill) {
  return (items: string[]) => {
    const next = items.reduce<string[]>((all, item) => rule(all, item), list.items);
    list.set(next);
    return next.length - list.items.length;
  };
}

/** 'AI Suggest Skills': skills that fit the job title and positions; tick, then add. */
export function SkillsAi() {
  const { getValues } = useFormContext<Resume>();
  const list = useStringList('skills');
  return (
    <AiPicker
      label="AI Suggest Skills"
      noun="skill"
      failure={AI_SKILLS_FAILED}
      failureInList
      emptyText="No new skills to suggest for this job. Add your own below."
      add={useAddEach(list, addSkill)}
      ask={() => {
        const resume = getValues();
        if (!namesAJob(resume)) return { message: AI_NEEDS_A_JOB };
        return aiApi.skills(resume);
      }}
    />
  );
}

/** 'AI Suggest Interests': any number at once; one already present is not added again. */
export function InterestsAi() {
  const { getValues } = useFormContext<Resume>();
  const list = useStringList('interests');
  return (
    <AiPicker
      label="AI Suggest Interests"
      noun="interest"
      failure={AI_INTERESTS_FAILED}
      add={useAddEach(list, addInterest)}
      ask={() => aiApi.interests(getValues())}
    />
  );
}

/** 'AI Suggestion' for certifications: each chosen one becomes its own entry. */
export function CertificationAi() {
  const { getValues } = useFormContext<Resume>();
  const list = useStringList('certifications');
  return (
    <AiPicker
      label="AI Suggestion"
      name="AI Suggestion for Certifications"
      noun="certification"
      failure={AI_CERTIFICATION_FAILED}
      emptyText="No certifications to suggest for this job. Add your own above."
      add={(items) => {
        // An empty entry the user added but has not filled in takes the first choice.
        const filled = list.items.filter((c) => c.trim() !== '');
        const next = uniqueItems([...filled, ...items]);
        list.set(next);
        return next.length - filled.length;
      }}
      ask={() => {
        const resume = getValues();
        if (!namesAJob(resume)) return { message: AI_NEEDS_A_JOB };
        return aiApi.certifications(resume);
      }}
    />
  );
}
