const escapeXml = (value: string): string =>
  value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface DocumentInfo {
  title: string;
  author?: string;
  subject?: string;
  /** BCP 47 language of the document, e.g. 'en' or 'zh-Hans'. */
  lang: string;
}

/**
 * XMP metadata: title, author and language (Dublin Core), the producer, and the PDF/UA
 * identification (ISO 14289-1, part 1) a checker looks for.
 */
export const xmpMetadata = (
  info: DocumentInfo,
): string => `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.title)}</rdf:li></rdf:Alt></dc:title>
${info.author ? `<dc:creator><rdf:Seq><rdf:li>${escapeXml(info.author)}</rdf:li></rdf:Seq></dc:creator>\n` : ''}<dc:language><rdf:Bag><rdf:li>${escapeXml(info.lang)}</rdf:li></rdf:Bag></dc:language>
<pdf:Producer>Shortlist</pdf:Producer>
<xmp:CreatorTool>Shortlist</xmp:CreatorTool>
<pdfuaid:part>1</pdfuaid:part>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
