import type { PdfDocument } from '../pdf/pdf-document';
import { StructElement, type StructType } from '../pdf/structure';
import type { Node } from './nodes';

/** Types whose content is text itself: a text node inside one adds no element of its own. */
const TEXT_HOLDERS = new Set<StructType>(['H1', 'H2', 'H3', 'P', 'Lbl', 'LBody', 'Link', 'Span']);

/**
 * The structure elements of a document's nodes, made the first time something of a node is
 * drawn, so the tree's order is the drawing (reading) order.
 */
export class TagTree {
  private readonly elements = new Map<Node, StructElement>();

  constructor(private readonly doc: PdfDocument) {}

  private elementOf(node: Node, parent: StructElement): StructElement {
    let element = this.elements.get(node);
    if (!element) {
      element = new StructElement(node.tag ?? 'P', parent, node.alt);
      this.elements.set(node, element);
    }
    return element;
  }

  /** The element that holds a text node's content, given its tagged ancestors (outermost first). */
  forText(text: Node, ancestors: readonly Node[]): StructElement {
    let parent = this.doc.root;
    for (const node of ancestors) parent = this.elementOf(node, parent);
    const holder = ancestors[ancestors.length - 1];
    if (!text.tag && holder?.tag && TEXT_HOLDERS.has(holder.tag)) return parent;
    return this.elementOf(text, parent);
  }
}
