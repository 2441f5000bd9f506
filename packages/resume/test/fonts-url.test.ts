import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_FILES, urlFontResolver } from '../src/fonts/manifest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import { fixture } from './helpers/fixtures';
import { compact } from './helpers/in-order';
import { pdfText } from './helpers/pdf-text';

// The browser and the Web Worker give font URLs; this serves the files over HTTP and
// renders with the same resolver the web app uses.
let server: Server;
let base = '';
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const font = FONT_FILES.find((file) => request.url === `/fonts/${file.fileName}`);
    if (!font) return void response.writeHead(404).end();
    requested.push(font.fileName);
    response.writeHead(200, { 'content-type': 'font/ttf' });
    createReadStream(nodeFontResolver(font)).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fonts from URLs', () => {
  it('renders with fetched fonts, fetching a CJK font only when the text needs it', async () => {
    const fonts = urlFontResolver('/fonts/', base);
    const latin = fixture('eleni-papadopoulou-el');
    expect(compact(pdfText(await renderPdf(latin, { fonts })))).toContain(
      compact(latin.personalInfo.fullName),
    );
    expect(requested.some((name) => name.startsWith('NotoSansSC'))).toBe(false);

    const chinese = fixture('wang-xiaoming-zh');
    expect(compact(pdfText(await renderPdf(chinese, { fonts })))).toContain('阿里巴巴集团');
    expect(requested.some((name) => name.startsWith('NotoSansSC'))).toBe(true);
    expect(
      requested.some((name) => name.startsWith('NotoSansJP') || name.startsWith('NotoSansKR')),
    ).toBe(false);
  });

  it('fetches the Arabic font for an Arabic resume, and no other script or symbol font', async () => {
    const fonts = urlFontResolver('/fonts/', base);
    requested.length = 0;
    const arabic = { personalInfo: { fullName: 'ليلى حداد', aboutMe: 'مهندسة برمجيات' } };
    expect(compact(pdfText(await renderPdf(arabic, { fonts }), 'reading'))).toContain('ليلىحداد');
    expect(requested.filter((name) => !name.startsWith('NotoSans_')).sort()).toEqual([
      'NotoSansArabic_400Regular.ttf',
      'NotoSansArabic_700Bold.ttf',
    ]);
  });
});
