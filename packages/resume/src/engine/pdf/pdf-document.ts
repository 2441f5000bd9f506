import type { FontFace } from '../fonts/face';
import { EmbeddedFont } from './embedded-font';
import { fingerprint } from './fingerprint';
import { xmpMetadata, type DocumentInfo } from './metadata';
import { name, text, type PdfRef, type PdfValue } from './objects';
import { PageContent } from './page-content';
import { StructElement, type StructKid } from './structure';
import { PdfWriter } from './writer';

/**
 * A tagged PDF being made: pages, the fonts they use (one embedded subset per face), the
 * structure tree (rooted in a Document element) and the metadata PDF/UA asks for.
 */
export class PdfDocument {
  private readonly writer = new PdfWriter();
  private readonly fonts = new Map<FontFace, EmbeddedFont>();
  readonly pages: PageContent[] = [];
  /**
   * After `finish`, one fingerprint per page of everything that decides how it looks: its
   * size, its fonts by resource name and its content stream. Equal fingerprints draw equal
   * pages (a glyph's CID is fixed by the order glyphs are first used, so an unchanged
   * stream means unchanged glyphs), which lets a viewer keep a page it has already drawn.
   */
  pageKeys: string[] = [];
  readonly root = new StructElement('Document', undefined);

  constructor(private readonly info: DocumentInfo) {}

  page(width: number, height: number): PageContent {
    const page = new PageContent(this.pages.length, width, height);
    this.pages.push(page);
    return page;
  }

  /** Characters drawn as the missing glyph (.notdef), in any font. */
  missingGlyphs(): string[] {
    return [...new Set([...this.fonts.values()].flatMap((font) => [...font.missing]))];
  }

  /** A number for an object written when the document is finished (a link's annotation). */
  reserve(): PdfRef {
    return this.writer.reserve();
  }

  font(face: FontFace): EmbeddedFont {
    let font = this.fonts.get(face);
    if (!font) {
      font = new EmbeddedFont(face, `F${this.fonts.size + 1}`, this.writer.reserve());
      this.fonts.set(face, font);
    }
    return font;
  }

  finish(): Uint8Array {
    const w = this.writer;
    const pagesRef = w.reserve();
    const structRoot = w.reserve();
    const pageRefs = this.pages.map(() => w.reserve());
    const elementRefs = new Map<StructElement, PdfRef>();
    const refOf = (element: StructElement) => {
      let ref = elementRefs.get(element);
      if (!ref) elementRefs.set(element, (ref = w.reserve()));
      return ref;
    };
    // Annotations first: their numbers go into the structure tree.
    // The ParentTree: keys 0…n−1 are the pages' StructParents, then one key per link.
    const parentTree: [number, PdfValue][] = [];
    let nextKey = this.pages.length;
    const annotations = this.pages.map((page, index) => {
      page.close();
      parentTree.push([index, page.marked.map(refOf)]);
      return page.links.map((link) => {
        const key = nextKey++;
        parentTree.push([key, refOf(link.element)]);
        link.element.kids.push({ kind: 'annotation', page: index, annotation: link.ref });
        w.set(link.ref, { ...page.annotation(link, key), P: pageRefs[index] });
        return link.ref;
      });
    });
    this.pageKeys = [];
    this.pages.forEach((page, index) => {
      const ops = page.ops.join('\n');
      const fonts = [...page.fonts.keys()].map((key) => `${key}=${this.faceOf(key)}`).join(' ');
      this.pageKeys.push(fingerprint(`${page.width} ${page.height}\n${fonts}\n${ops}`));
      const content = w.stream({}, ops);
      w.set(pageRefs[index]!, {
        Type: name('Page'),
        Parent: pagesRef,
        MediaBox: [0, 0, page.width, page.height],
        Resources: { Font: Object.fromEntries(page.fonts) },
        Contents: content,
        StructParents: index,
        Tabs: name('S'),
        Annots: annotations[index]!.length > 0 ? annotations[index] : undefined,
      });
    });
    for (const font of this.fonts.values()) font.write(w);
    w.set(pagesRef, { Type: name('Pages'), Kids: pageRefs, Count: pageRefs.length });
    this.writeElement(this.root, structRoot, refOf, pageRefs);
    w.set(structRoot, {
      Type: name('StructTreeRoot'),
      K: [refOf(this.root)],
      ParentTree: w.add({ Nums: parentTree.sort((a, b) => a[0] - b[0]).flat() }),
      ParentTreeNextKey: nextKey,
    });
    const metadata = w.stream(
      { Type: name('Metadata'), Subtype: name('XML') },
      new TextEncoder().encode(xmpMetadata(this.info)),
      { compress: false },
    );
    const catalog = w.add({
      Type: name('Catalog'),
      Pages: pagesRef,
      StructTreeRoot: structRoot,
      MarkInfo: { Marked: true },
      Lang: text(this.info.lang),
      ViewerPreferences: { DisplayDocTitle: true },
      Metadata: metadata,
    });
    const info = w.add({
      Title: text(this.info.title),
      Author: this.info.author ? text(this.info.author) : undefined,
      Subject: this.info.subject ? text(this.info.subject) : undefined,
      Creator: text('Shortlist'),
      Producer: text('Shortlist'),
    });
    return w.finish({ Root: catalog, Info: info });
  }

  private faceOf(resource: string): string {
    for (const font of this.fonts.values()) if (font.resource === resource) return font.face.source;
    return '';
  }

  /** An element and its kids; elements without content are left out. */
  private writeElement(
    element: StructElement,
    parent: PdfRef,
    refOf: (element: StructElement) => PdfRef,
    pageRefs: PdfRef[],
  ): void {
    const kids = element.kids.flatMap((kid: StructKid): PdfValue[] => {
      if (kid.kind === 'element') {
        if (!kid.element.hasContent()) return [];
        this.writeElement(kid.element, refOf(element), refOf, pageRefs);
        return [refOf(kid.element)];
      }
      if (kid.kind === 'content')
        return [{ Type: name('MCR'), Pg: pageRefs[kid.page], MCID: kid.mcid }];
      return [{ Type: name('OBJR'), Pg: pageRefs[kid.page], Obj: kid.annotation }];
    });
    this.writer.set(refOf(element), {
      Type: name('StructElem'),
      S: name(element.type),
      P: parent,
      K: kids,
      Alt: element.alt ? text(element.alt) : undefined,
    });
  }
}
