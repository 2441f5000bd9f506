import type { TemplateSlug } from '@shortlist/resume';
import { banner } from '@shortlist/resume/templates/banner';
import { classic } from '@shortlist/resume/templates/classic';
import { compact } from '@shortlist/resume/templates/compact';
import { hybrid } from '@shortlist/resume/templates/hybrid';
import { modern } from '@shortlist/resume/templates/modern';
import type { Look } from '@shortlist/resume/templates/parts/look';
import { split } from '@shortlist/resume/templates/split';

const LOOKS: Record<TemplateSlug, Look> = {
  classic: classic.look,
  split: split.look,
  hybrid: hybrid.look,
  modern: modern.look,
  banner: banner.look,
  compact: compact.look,
};

const MM_PER_PT = 25.4 / 72;

/** What a template sets when the resume's design leaves a value unset (the panel shows these). */
export const templateDefaults = (slug: TemplateSlug) => {
  const look = LOOKS[slug];
  return {
    fontSize: look.size.body,
    lineHeight: look.leading.body,
    marginMm: Math.round(look.margin.side * MM_PER_PT),
  };
};
