import type { Paper } from '../schema/resume';
import type { ResumeView } from '../view/resume-view';
import type { SectionTitles } from '../view/sections';

export interface TemplateProps {
  view: ResumeView;
  /** Font-family fallback list (see fonts/scripts.ts). */
  fonts: string[];
  paper: Paper;
  /** Section headings in the resume's language. */
  titles: SectionTitles;
  /**
   * Split only: false sets the sidebar's sections in the main column (used when the resume
   * takes more than one page, so the text layer never puts them between two pages of it).
   */
  sidebar?: boolean;
}
