import type { TemplateId } from '../schema/resume';
import type { SectionKey } from '../view/sections';

export type TemplateSlug = 'classic' | 'split' | 'hybrid' | 'modern' | 'banner' | 'compact';

export interface TemplateInfo {
  id: TemplateId;
  slug: TemplateSlug;
  name: string;
  description: string;
  /**
   * The section order of each column, in reading order (one list for a one-column
   * template). Tests check the extracted PDF text against it.
   */
  flows: readonly (readonly SectionKey[])[];
}

/** The six templates: the spec's three, then three of issue 25. Plain data. */
export const templates: readonly TemplateInfo[] = [
  {
    id: 'template-1',
    slug: 'classic',
    name: 'Classic',
    description: 'Navy header band with gold accents; one column in the spec order.',
    flows: [
      [
        'summary',
        'experience',
        'education',
        'certifications',
        'skills',
        'interests',
        'custom',
        'additionalInfo',
      ],
    ],
  },
  {
    id: 'template-2',
    slug: 'split',
    name: 'Split',
    description:
      'Two columns: skills, interests and certifications in a sidebar, contact details under the name.',
    flows: [
      ['skills', 'interests', 'certifications'],
      ['summary', 'experience', 'education', 'custom', 'additionalInfo'],
    ],
  },
  {
    id: 'template-3',
    slug: 'hybrid',
    name: 'Hybrid',
    description: 'Skills-first summary over a dated timeline of experience and education.',
    flows: [
      [
        'summary',
        'skills',
        'experience',
        'education',
        'certifications',
        'interests',
        'custom',
        'additionalInfo',
      ],
    ],
  },
  {
    id: 'template-4',
    slug: 'modern',
    name: 'Modern',
    description: 'A clean single column on white: a large name, headings in the accent colour.',
    flows: [
      [
        'summary',
        'experience',
        'education',
        'skills',
        'certifications',
        'interests',
        'custom',
        'additionalInfo',
      ],
    ],
  },
  {
    id: 'template-5',
    slug: 'banner',
    name: 'Banner',
    description:
      'A coloured band with the name and contact details over two columns: skills beside experience.',
    flows: [
      ['skills', 'certifications', 'interests'],
      ['summary', 'experience', 'education', 'custom', 'additionalInfo'],
    ],
  },
  {
    id: 'template-6',
    slug: 'compact',
    name: 'Compact',
    description: 'Smaller type and tight spacing for a long career, one column.',
    flows: [
      [
        'summary',
        'experience',
        'education',
        'certifications',
        'skills',
        'interests',
        'custom',
        'additionalInfo',
      ],
    ],
  },
];

/** Find a template by id ('template-2') or slug ('split'); unknown values give Classic. */
export const findTemplate = (idOrSlug: string | undefined): TemplateInfo =>
  templates.find((template) => template.id === idOrSlug || template.slug === idOrSlug) ??
  (templates[0] as TemplateInfo);
