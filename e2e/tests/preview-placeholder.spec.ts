import { expect, test } from '../support/test';
import { expectPreviewToShow, preview } from './builder-helpers';

const draft = {
  resume: {
    personalInfo: {
      fullName: 'Noor Haddad',
      email: 'noor.haddad@example.com',
      phone: '+44 20 7946 0958',
      location: 'Leeds, UK',
      aboutMe: 'Data engineer who keeps pipelines boring and dashboards honest.',
    },
    experience: [
      {
        company: 'Aire Analytics',
        position: 'Senior Data Engineer',
        startDate: '2020-04',
        description: 'Moved forty nightly jobs to streaming.',
      },
    ],
  },
  step: 1,
  updatedAt: new Date().toISOString(),
};

test('the builder shows the resume as HTML at once, then the real PDF in its place', async ({
  page,
  context,
}) => {
  // The PDF engine's code is held back until the placeholder has been seen: the order is
  // forced, whatever the machine's speed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/document-renderer-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The draft is put in place from a page of the app without the builder, not with an init
  // script (which would also run, blocked, in the placeholder's sandboxed frame).
  await page.goto('/favicon.svg');
  await page.evaluate(
    (value) => localStorage.setItem('shortlist:draft', value),
    JSON.stringify(draft),
  );
  await page.goto('/dashboard');

  const placeholder = preview(page).getByTestId('preview-placeholder');
  await expect(placeholder).toBeVisible();
  await expect(placeholder.getByText('Preparing the PDF…')).toBeVisible();
  // The resume as HTML (read from the frame's document: the sandboxed frame runs no script,
  // not even the test runner's).
  const html = placeholder.getByTitle('Quick preview while the PDF is prepared');
  await expect(html).toBeVisible();
  await expect(html).toHaveAttribute('srcdoc', /<h1 dir="auto">Noor Haddad<\/h1>/);
  await expect(html).toHaveAttribute('srcdoc', /Aire Analytics/);
  // No PDF page yet while the engine is held.
  await expect(preview(page).getByRole('group', { name: /page 1 of/ })).toHaveCount(0);

  release();
  await expectPreviewToShow(page, ['Noor Haddad', 'Aire Analytics'], 60_000);
  await expect(preview(page).getByRole('group', { name: /page 1 of 1/ })).toBeVisible();
  await expect(placeholder).toHaveCount(0);
});
