import { renderPrintHtml } from '@shortlist/resume';
import { describe, expect, it } from 'vitest';
import { withoutScripts } from './html-placeholder';

describe('the placeholder page', () => {
  it('carries a policy that refuses scripts, and the user values stay escaped', () => {
    const html = withoutScripts(
      renderPrintHtml({ personalInfo: { fullName: '<script>alert(1)</script>' } }),
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    );
    expect(head.indexOf('Content-Security-Policy')).toBeLessThan(head.indexOf('<style>'));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
