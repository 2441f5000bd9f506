/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, Text } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { ResumeView } from '../../view/resume-view';
import { PAGE_MARGIN, SIZE, type Style, type Theme } from './theme';

interface ResumeDocumentProps {
  view: ResumeView;
  theme: Theme;
  pageStyle?: Style;
  children: ReactNode;
}

/** The PDF document and its A4 page(s) with metadata, shared by every template. */
export const ResumeDocument = ({ view, theme, pageStyle, children }: ResumeDocumentProps) => (
  <Document
    title={view.name ? `${view.name} – Resume` : 'Resume'}
    author={view.name || undefined}
    subject="Resume"
    creator="Shortlist"
    producer="Shortlist"
  >
    <Page
      size="A4"
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
      <PageFooter view={view} theme={theme} />
    </Page>
  </Document>
);

/** 'Name · 2 / 3' in the bottom margin, only when the resume has more than one page. */
const PageFooter = ({ view, theme }: { view: ResumeView; theme: Theme }) => (
  <Text
    fixed
    style={{
      position: 'absolute',
      bottom: 22,
      right: PAGE_MARGIN.side,
      fontSize: 8,
      color: theme.muted,
    }}
    render={({ pageNumber, totalPages }) =>
      totalPages > 1 ? `${view.name ? `${view.name} · ` : ''}${pageNumber} / ${totalPages}` : ''
    }
  />
);
