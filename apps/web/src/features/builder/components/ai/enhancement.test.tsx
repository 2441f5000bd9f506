import { contract } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../../test/fake-api';
import {
  personal,
  renderBuilder,
  resumeWith,
  storeDraft,
  storedResume,
} from '../../test/render-builder';

const job = {
  company: 'City Hospital',
  position: 'RN',
  startDate: '2021-01',
  endDate: '',
  description: 'Responsible for 12 beds.',
  achievements: [],
};
const resume = resumeWith({
  personalInfo: { ...personal, aboutMe: 'Calm under pressure.' },
  experience: [job],
  skills: ['Triage'],
  interests: ['Yoga'],
});

describe('AI enhancement on the final save', () => {
  it('runs inside Saving your resume... with progress, then Keep / Use my original per field', async () => {
    let release: () => void = () => {};
    const calls = fakeApi(
      on(contract.ai.enhance).reply(async ({ body }) => {
        await new Promise<void>((resolve) => (release = resolve));
        const enhanced = {
          ...body.resume,
          personalInfo: {
            ...body.resume.personalInfo,
            aboutMe: 'I am an RN. Calm under pressure.',
          },
          experience: [{ ...body.resume.experience[0]!, description: 'Manage 12 beds.' }],
        };
        return {
          status: 200,
          body: {
            resume: enhanced,
            engine: 'offline',
            changes: [
              {
                field: 'experience.0.description',
                before: job.description,
                after: 'Manage 12 beds.',
              },
              {
                field: 'personalInfo.aboutMe',
                before: 'Calm under pressure.',
                after: 'I am an RN. Calm under pressure.',
              },
            ],
          },
        };
      }),
    );
    storeDraft(resume, 7);
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: /7\. Review/ }));
    await user.click(screen.getByRole('checkbox', { name: /Improve my resume with AI/ }));
    await user.click(screen.getByRole('button', { name: 'Save & Preview Resume' }));

    const saving = await screen.findByRole('dialog', { name: 'Saving your resume...' });
    expect(within(saving).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    release();

    const review = await screen.findByRole('dialog', { name: 'Review the AI improvements' });
    const description = within(review).getByRole('listitem', { name: 'Position 1 description' });
    expect(within(description).getByText('Manage 12 beds.')).toBeInTheDocument();
    expect(within(description).getByText(job.description)).toBeInTheDocument();
    // The form already shows the AI text.
    await waitFor(() => expect(storedResume().experience[0]?.description).toBe('Manage 12 beds.'));

    const about = within(review).getByRole('listitem', { name: 'About me' });
    await user.click(within(about).getByRole('button', { name: 'Use my original' }));
    expect(within(about).getByRole('button', { name: 'Use my original' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(storedResume().personalInfo.aboutMe).toBe('Calm under pressure.'));
    // Changing one's mind restores the AI text, and back again.
    await user.click(within(about).getByRole('button', { name: 'Keep' }));
    await waitFor(() =>
      expect(storedResume().personalInfo.aboutMe).toBe('I am an RN. Calm under pressure.'),
    );
    await user.click(within(about).getByRole('button', { name: 'Use my original' }));

    await user.click(within(review).getByRole('button', { name: 'Save with my choices' }));
    expect(await screen.findByRole('dialog', { name: 'Resume Preview' })).toBeInTheDocument();
    const saved = storedResume();
    expect(saved.experience[0]?.description).toBe('Manage 12 beds.');
    expect(saved.personalInfo.aboutMe).toBe('Calm under pressure.');
    expect(calls.filter((c) => c.path === '/resume/ai/enhance')).toHaveLength(1);
  });

  it('keeps the user text and saves when the enhancement fails', async () => {
    fakeApi(
      on(contract.ai.enhance).reply(() => ({
        status: 429,
        body: { message: 'Too many AI requests.', code: 'AI_RATE_LIMITED' },
      })),
    );
    storeDraft(resume, 7);
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: /7\. Review/ }));
    await user.click(screen.getByRole('checkbox', { name: /Improve my resume with AI/ }));
    await user.click(screen.getByRole('button', { name: 'Save & Preview Resume' }));
    expect(await screen.findByRole('dialog', { name: 'Resume Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Review the AI improvements' })).toBeNull();
    expect(storedResume().experience[0]?.description).toBe(job.description);
  });

  it('saves without asking the AI when the box is not ticked', async () => {
    const calls = fakeApi();
    storeDraft(resume, 7);
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: /7\. Review/ }));
    await user.click(screen.getByRole('button', { name: 'Save & Preview Resume' }));
    expect(await screen.findByRole('dialog', { name: 'Resume Preview' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/resume/ai/enhance'))).toBe(false);
  });
});
