import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreSession, seedResume, seedUser } from '../support/api';
import { expect, test } from '../support/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const jordan = JSON.parse(readFileSync(path.join(here, '../fixtures/jordan-rivera.json'), 'utf8'));

// Text whose glyphs are drawn out of typed order: Devanagari vowel signs before their
// consonant and a reph after its syllable; an Arabic line with Latin words and a number.
const HINDI_NAME = 'प्रिया शर्मा';
const HINDI = 'बेंगलुरु में वितरित प्रणालियों का आठ वर्षों का अनुभव।';
const ARABIC = 'خبرة ثماني سنوات باستخدام Go و Kubernetes منذ 2016.';
const compact = (text: string) => text.replace(/[\s\u202a-\u202e]+/g, '');

test('a PDF made in the browser reads back as typed in Devanagari and mixed Arabic lines', async ({
  page,
}) => {
  test.setTimeout(120_000); // the document worker loads the Devanagari and Arabic font chunks
  const user = await seedUser(page.request, HINDI_NAME);
  await seedResume(page.request, {
    ...jordan,
    personalInfo: {
      ...jordan.personalInfo,
      fullName: HINDI_NAME,
      aboutMe: HINDI,
      additionalDetails: ARABIC,
    },
  });
  await restoreSession(page, user);
  await page.goto('/saved-resumes');
  const card = page.getByRole('article', { name: HINDI_NAME });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdfPath = test.info().outputPath('scripts.pdf');
  await pdf.saveAs(pdfPath);
  // Content-stream order, as pdftotext -raw (and most applicant-tracking systems) read it.
  const raw = compact(execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' }));
  for (const typed of [HINDI_NAME, HINDI, ARABIC]) expect(raw).toContain(compact(typed));
});

test('Print opens the print page set in the font chunks the resume needs', async ({ page }) => {
  const user = await seedUser(page.request, '김민준');
  const { _id } = await seedResume(page.request, {
    ...jordan,
    templateId: 'template-2',
    personalInfo: { ...jordan.personalInfo, fullName: '김민준 Kim' },
  });
  await restoreSession(page, user);
  await page.goto(`/dashboard?resume=${_id}`);
  await page.getByRole('button', { name: /7\. Review/ }).click();
  // Printing uses a free download: the app says so first (issue 29).
  await page.getByRole('button', { name: 'Print Resume' }).click();
  const ask = page.getByRole('dialog', { name: 'Printing uses a download' });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    ask.getByRole('button', { name: 'Print (uses 1 download)' }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: '김민준 Kim' })).toBeVisible();
  // The Hangul chunk came from the app's own font files, not a system font.
  await expect
    .poll(() =>
      popup.evaluate(() =>
        Array.from(document.fonts as unknown as Iterable<FontFace>).some(
          (f) => /KR/.test(f.family) && f.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
});
