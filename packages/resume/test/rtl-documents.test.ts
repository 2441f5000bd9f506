import { describe, expect, it } from 'vitest';
import { renderDocx } from '../src/render/docx/render-docx';
import { renderPrintHtml } from '../src/render/html/print-html';
import { renderTxt } from '../src/render/txt';
import { directionOf, documentDirection } from '../src/view/direction';
import { toResumeView } from '../src/view/resume-view';
import { parseResume } from '../src/schema/resume';
import { docxText, documentXml } from './helpers/docx-xml';
import { SCRIPT_SAMPLES } from './helpers/script-samples';

const arabic = SCRIPT_SAMPLES.find((sample) => sample.name === 'Arabic')?.resume;
if (!arabic) throw new Error('no Arabic sample');

describe('paragraph direction', () => {
  it('follows the first letter, as dir="auto" does', () => {
    expect(directionOf('ليلى حداد، Go')).toBe('rtl');
    expect(directionOf('2016 – נועה')).toBe('rtl');
    expect(directionOf('Go و Kubernetes')).toBe('ltr');
    expect(directionOf('2016 – 2020')).toBe('ltr');
  });
  it('makes a document right-to-left when most of its letters are', () => {
    expect(documentDirection(toResumeView(parseResume(arabic)))).toBe('rtl');
    const mostlyLatin = { personalInfo: { fullName: 'Jane Doe', aboutMe: 'Speaks עברית.' } };
    expect(documentDirection(toResumeView(parseResume(mostlyLatin)))).toBe('ltr');
  });
});

describe('right-to-left DOCX, print and TXT', () => {
  it('marks Arabic paragraphs of the DOCX as right-to-left (w:bidi), and only those', async () => {
    const xml = documentXml(await renderDocx(arabic));
    const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [];
    const withText = (text: string) => paragraphs.find((paragraph) => paragraph.includes(text));
    expect(withText('ليلى حداد')).toMatch(/<w:bidi\/>/);
    expect(withText('شركة كريم للتقنية')).toMatch(/<w:bidi\/>/);
    expect(withText('التعلم الآلي, قواعد البيانات')).toMatch(/<w:bidi\/>/);
    expect(withText('layla.haddad@example.com')).not.toMatch(/<w:bidi\/>/);
    const text = docxText(xml);
    for (const value of ['ليلى حداد', 'خبرة ثماني سنوات في تطوير الأنظمة الموزعة باستخدام Go'])
      expect(text).toContain(value);
    const latin = documentXml(await renderDocx({ personalInfo: { fullName: 'Jane Doe' } }));
    expect(latin).not.toMatch(/<w:bidi\/>/);
  });

  it('gives every text element of the print page dir="auto"', () => {
    const html = renderPrintHtml(arabic, 'split');
    expect(html).toContain('<h1 dir="auto">ليلى حداد</h1>');
    expect(html).toContain('<h2 dir="auto">الخبرة العملية</h2>');
    expect(html).toContain(
      '<p dir="auto">خبرة ثماني سنوات في تطوير الأنظمة الموزعة باستخدام Go و Kubernetes منذ 2016.</p>',
    );
    expect(html).not.toMatch(/<(p|li|h[1-3])>/);
  });

  it('keeps the text of the TXT export as typed', () => {
    const text = renderTxt(arabic);
    for (const value of ['ليلى حداد', 'قيادة فريق من خمسة مهندسين لبناء منصة الدفع.'])
      expect(text).toContain(value);
  });
});
