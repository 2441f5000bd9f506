/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { Paper } from '../../schema/resume';
import type { ResumeView } from '../../view/resume-view';
import { PAGE_MARGIN, PAPER_SIZE, SIZE, type Style, type Theme } from './theme';

interface ResumeDocumentProps {
  view: ResumeView;
  theme: Theme;
  paper: Paper;
  pageStyle?: Style;
  children: ReactNode;
}

/**
 * The PDF document and its page(s) with metadata, shared by every template. There is no
 * running footer: page numbers and a repeated name sit in the text layer between the last
 * line of one page and the first of the next, where parsers read them as part of a section
 * (docs/decisions/0103).
 */
export const ResumeDocument = ({
  view,
  theme,
  paper,
  pageStyle,
  children,
}: ResumeDocumentProps) => (
  <Document
    title={view.name ? `${view.name} – Resume` : 'Resume'}
    author={view.name || undefined}
    subject="Resume"
    creator="Shortlist"
    producer="Shortlist"
  >
    <Page
      size={[PAPER_SIZE[paper].width, PAPER_SIZE[paper].height]}
      style={{
        paddingTop: PAGE_MARGIN.top,
        paddingBottom: PAGE_MARGIN.bottom,
        paddingHorizontal: PAGE_MARGIN.side,
        fontFamily: theme.fonts,
        fontSize: SIZE.normal,
        color: theme.text,
        ...pageStyle,
      }}
    >
      {children}
    </Page>
  </Document>
);
