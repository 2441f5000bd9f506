import { describe, expect, it } from 'vitest';
import { escapeHtml, safeHref } from '../src/render/html/escape';
import { renderPrintHtml } from '../src/render/html/print-html';
import { renderTxt } from '../src/render/txt';
import { emptyResume } from '../src/schema/empty';
import { findTemplate, templates } from '../src/templates/catalog';
import { toResumeView } from '../src/view/resume-view';
import { expectedAnywhere, expectedFlows, visibleRawValues } from './helpers/expected';
import { fixture, fixtures } from './helpers/fixtures';
import { compact, missingInOrder } from './helpers/in-order';

const classic = findTemplate('classic');

describe.each(fixtures)('TXT of $name', ({ resume }) => {
  it('holds every value in the Classic order with underlined headings', () => {
    const text = renderTxt(resume);
    const view = toResumeView(resume);
    expect(
      [...visibleRawValues(resume), ...expectedAnywhere(view)].filter(
        (v) => !compact(text).includes(compact(v)),
      ),
    ).toEqual([]);
    for (const flow of expectedFlows(view, classic.flows))
      expect(missingInOrder(text, flow)).toEqual([]);
    expect(text).toMatch(/^Professional Experience\n=+$/m);
    expect(text).not.toMatch(/\n{3,}/);
  });
});

describe('TXT', () => {
  it('is just the name for an otherwise empty resume', () => {
    expect(
      renderTxt({
        ...emptyResume(),
        personalInfo: { ...emptyResume().personalInfo, fullName: 'Jane Doe' },
      }),
    ).toBe('Jane Doe\n');
  });
});

const hostile = {
  ...emptyResume(),
  personalInfo: {
    ...emptyResume().personalInfo,
    fullName: '<script>alert("x")</script> Jane',
    email: 'jane@example.com"><img src=x onerror=alert(1)>',
    portfolioUrl: 'javascript:alert(1)',
    aboutMe: "O'Brien & <b>bold</b>",
  },
  skills: ['<iframe>'],
  additionalSections: [{ title: '<h1>Title</h1>', content: '</style><script>1</script>' }],
};

describe('print HTML', () => {
  it.each(templates)('escapes every user value in $name', (template) => {
    const html = renderPrintHtml(hostile, template.slug);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<iframe>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Jane');
    expect(html).toContain('O&#39;Brien &amp; &lt;b&gt;bold&lt;/b&gt;');
  });

  it.each(templates)('is a standalone A4 page with every value in $name', (template) => {
    const resume = fixture('jurgen-weiss-de');
    const html = renderPrintHtml(resume, template.slug);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('@page{size:A4');
    const text = html
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(
      visibleRawValues(resume).filter((value) => !compact(text).includes(compact(value))),
    ).toEqual([]);
  });

  it('escapes and filters helpers directly', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(safeHref('https://example.com/?a=1&b=2')).toBe('https://example.com/?a=1&amp;b=2');
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
  });
});
