import type { ResumeView } from '../view/resume-view';

export interface TemplateProps {
  view: ResumeView;
  /** Font-family fallback list (see fonts/scripts.ts). */
  fonts: string[];
}
