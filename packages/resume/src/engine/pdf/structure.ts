import type { PdfRef } from './objects';

/** Standard structure types (ISO 32000-1, 14.8.4) the resumes use. */
export type StructType =
  | 'Document'
  | 'Sect'
  | 'Div'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Span'
  | 'Link';

/** What a structure element holds: child elements, marked content on a page, an annotation. */
export type StructKid =
  | { kind: 'element'; element: StructElement }
  | { kind: 'content'; page: number; mcid: number }
  | { kind: 'annotation'; page: number; annotation: PdfRef };

/** A node of the document's structure tree (tagged PDF): what a screen reader walks. */
export class StructElement {
  readonly kids: StructKid[] = [];

  constructor(
    readonly type: StructType,
    readonly parent: StructElement | undefined,
    /** Replacement text for a screen reader (links). */
    readonly alt?: string,
  ) {
    parent?.kids.push({ kind: 'element', element: this });
  }

  /** Whether it holds any content (empty elements are left out of the tree). */
  hasContent(): boolean {
    return this.kids.some((kid) => kid.kind !== 'element' || kid.element.hasContent());
  }
}
