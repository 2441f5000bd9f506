import type { Resume } from '@shortlist/resume';
import { useFormContext, useWatch, type FieldPathByValue } from 'react-hook-form';

/** Any path in the resume that holds a list of strings (skills, achievements, ...). */
export type StringListPath = FieldPathByValue<Resume, string[]>;

/**
 * A list of strings in the form, edited as controlled inputs (react-hook-form's field arrays
 * need objects). Every change goes through `setValue`, so the draft is saved at once.
 */
export function useStringList(name: StringListPath) {
  const { control, setValue } = useFormContext<Resume>();
  const items = useWatch({ control, name }) ?? [];
  const set = (next: string[]) => setValue(name, next, { shouldDirty: true });
  return {
    items,
    set,
    update: (index: number, value: string) =>
      set(items.map((item, i) => (i === index ? value : item))),
    append: (value = '') => set([...items, value]),
    remove: (index: number) => set(items.filter((_, i) => i !== index)),
    /** Apply a package rule that adds one item (addSkill, addInterest); false when it added nothing. */
    addWith: (rule: (items: string[], value: string) => string[], value: string) => {
      const next = rule(items, value);
      if (next.length === items.length) return false;
      set(next);
      return true;
    },
  };
}
