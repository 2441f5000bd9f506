import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium';
import { join } from 'node:path';
import { urlChunkedFonts } from '../../src/fonts/chunks/chunk-manifest';
import { ensureFontChunks } from '../../src/fonts/chunks/node';
import { fitPrintPage } from '../../src/render/html/print-fit';
import { renderPrintHtml, type PrintOptions } from '../../src/render/html/print-html';
import type { ResumeInput } from '../../src/schema/resume';

// The print page as the builder's Print button makes it, printed by the system Chromium
// with "Save as PDF". The page and its font chunks are served from one origin, as the app
// serves them (the chunks the web build makes, fonts/chunks/).
const ORIGIN = 'http://print.test';
const FONTS = '/fonts/';
const fontBytes = new Map<string, Buffer>();

export interface Printer {
  print: (resume: ResumeInput, template: string, options?: PrintOptions) => Promise<Uint8Array>;
  close: () => Promise<void>;
}

const load = async (page: Page, html: string, chunkDir: string) => {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: html });
    const name = path.slice(FONTS.length);
    if (!path.startsWith(FONTS) || !/^[\w.-]+$/.test(name)) return route.fulfill({ status: 404 });
    const body = fontBytes.get(name) ?? readFileSync(join(chunkDir, name));
    fontBytes.set(name, body);
    return route.fulfill({ contentType: 'font/ttf', body });
  });
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The builder calls fitPrintPage on the print window before printing; here it runs from
  // its source text, the same function.
  await page.evaluate(`(${fitPrintPage.toString()})(document)`);
};

export const launchPrinter = async (): Promise<Printer> => {
  const chunks = await ensureFontChunks();
  const fonts = urlChunkedFonts(chunks.manifest, FONTS, ORIGIN);
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  });
  const withPage = async <T>(html: string, use: (page: Page) => Promise<T>): Promise<T> => {
    const page = await browser.newPage();
    try {
      await load(page, html, chunks.dir);
      return await use(page);
    } finally {
      await page.close();
    }
  };
  return {
    print: (resume, template, options = {}) =>
      withPage(
        renderPrintHtml(resume, template, { fonts, ...options }),
        async (page) =>
          new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: true })),
      ),
    close: () => browser.close(),
  };
};
