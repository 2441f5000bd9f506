/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { Paper } from '../../schema/resume';
import { documentDirection } from '../../view/direction';
import type { ResumeView } from '../../view/resume-view';
import { DirectionContext } from './direction';
import { PAGE_MARGIN, PAPER_SIZE, SIZE, type Style, type Theme } from './theme';

/**
 * OpenType features for every run: the defaults without 'ccmp'. Noto Sans's ccmp splits
 * Vietnamese letters with a dot below ('ị', 'ọ', 'ụ') into a base letter and a combining
 * dot; a PDF maps each glyph to one text, so the base glyph then read as 'ị' everywhere
 * ('Engịneer', also in later documents: the glyph is cached) or the dot was lost. Without
 * ccmp the font's precomposed glyphs are used; the view puts text in NFC so that letters
 * typed as base plus combining mark have them too (docs/decisions/0104).
 */
const NO_DECOMPOSITION = { ccmp: false } as unknown as string[];

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
        fontFeatureSettings: NO_DECOMPOSITION,
        ...pageStyle,
      }}
    >
      <DirectionContext.Provider value={documentDirection(view)}>
        {children}
      </DirectionContext.Provider>
    </Page>
  </Document>
);
