import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  personal,
  renderBuilder,
  resumeWith,
  storeDraft,
  storedResume,
} from '../../test/render-builder';

const jsonResume = {
  basics: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    location: { city: 'London' },
  },
  work: [
    {
      name: 'Analytical Engines Ltd',
      position: 'Programmer',
      startDate: '1842-01',
      summary: 'Wrote the first program.',
    },
  ],
  education: [
    { institution: 'Home tutoring', studyType: 'Private', area: 'Mathematics', endDate: '1835' },
  ],
  skills: [{ name: 'Mathematics' }],
};

const file = (content: string, name = 'resume.json') =>
  new File([content], name, { type: 'application/json' });

describe('Import JSON Resume', () => {
  it('fills the builder from a JSON Resume file', async () => {
    const { user } = renderBuilder();
    await user.upload(screen.getByTestId('import-file'), file(JSON.stringify(jsonResume)));
    expect(await screen.findByText('Imported Ada Lovelace.')).toBeInTheDocument();
    expect(storedResume()).toMatchObject({
      personalInfo: { fullName: 'Ada Lovelace', location: 'London' },
      experience: [{ company: 'Analytical Engines Ltd', startDate: '1842-01' }],
      skills: ['Mathematics'],
    });
    // Interests are the first thing still missing.
    expect(await screen.findByRole('heading', { level: 2, name: 'Interests' })).toBeInTheDocument();
  });

  it('asks before replacing a resume in progress', async () => {
    storeDraft(resumeWith({ personalInfo: personal }));
    const { user } = renderBuilder();
    await user.upload(screen.getByTestId('import-file'), file(JSON.stringify(jsonResume)));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your resume?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(storedResume().personalInfo.fullName).toBe('Jane Doe');
    await user.upload(screen.getByTestId('import-file'), file(JSON.stringify(jsonResume)));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }),
    );
    expect(storedResume().personalInfo.fullName).toBe('Ada Lovelace');
  });

  it.each([
    ['not JSON', '{oops', /not valid JSON/],
    ['JSON that is no resume', '{"hello": "world"}', /Not a resume/],
  ])('explains a file that is %s and changes nothing', async (_name, content, message) => {
    storeDraft(resumeWith({ personalInfo: personal }));
    const { user } = renderBuilder();
    await user.upload(screen.getByTestId('import-file'), file(content, 'bad.json'));
    expect(await screen.findByText(message)).toHaveTextContent('Could not import bad.json');
    expect(storedResume().personalInfo.fullName).toBe('Jane Doe');
  });
});
