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

/** The fake server's enhancement: the description and the about-me changed. */
const enhanceReply = (release: Promise<void> = Promise.resolve()) =>
  on(contract.ai.enhance).reply(async ({ body }) => {
    await release;
    const enhanced = {
      ...body.resume,
      personalInfo: { ...body.resume.personalInfo, aboutMe: 'I am an RN. Calm under pressure.' },
      experience: [{ ...body.resume.experience[0]!, description: 'Manage 12 beds.' }],
    };
    return {
      status: 200,
      body: {
        resume: enhanced,
        engine: 'offline',
        changes: [
          { field: 'experience.0.description', before: job.description, after: 'Manage 12 beds.' },
          {
            field: 'personalInfo.aboutMe',
            before: 'Calm under pressure.',
            after: 'I am an RN. Calm under pressure.',
          },
        ],
      },
    };
  });

const saveWithAi = async (user: ReturnType<typeof renderBuilder>['user']) => {
  await user.click(await screen.findByRole('button', { name: /7\. Review/ }));
  await user.click(screen.getByRole('checkbox', { name: /Improve my resume with AI/ }));
  await user.click(screen.getByRole('button', { name: 'Save & Preview Resume' }));
};

describe('AI enhancement on the final save', () => {
  it('runs inside Saving your resume... with progress; the review applies only what is accepted', async () => {
    let release: () => void = () => {};
    const calls = fakeApi(enhanceReply(new Promise<void>((resolve) => (release = resolve))));
    storeDraft(resume, 7);
    const { user } = renderBuilder();
    await saveWithAi(user);

    const saving = await screen.findByRole('dialog', { name: 'Saving your resume...' });
    expect(within(saving).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    release();

    const review = await screen.findByRole('dialog', { name: 'Review the AI improvements' });
    const description = within(review).getByRole('listitem', { name: 'Position 1 description' });
    expect(within(description).getByTestId('diff-before')).toHaveTextContent(
      '[removed: Responsible for ]12 beds.',
    );
    expect(within(description).getByTestId('diff-after')).toHaveTextContent(
      '[added: Manage ]12 beds.',
    );
    // Nothing is applied while the review is open: the form keeps the user's text.
    expect(storedResume().experience[0]?.description).toBe(job.description);
    expect(storedResume().personalInfo.aboutMe).toBe('Calm under pressure.');
    expect(within(review).getByRole('button', { name: 'Save my text as it is' })).toBeEnabled();

    await user.click(within(description).getByRole('button', { name: 'Accept' }));
    expect(within(description).getByRole('button', { name: 'Accept' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const about = within(review).getByRole('listitem', { name: 'About me' });
    // Changing one's mind: accept, then keep mine after all.
    await user.click(within(about).getByRole('button', { name: 'Accept' }));
    await user.click(within(about).getByRole('button', { name: 'Keep mine' }));
    expect(storedResume().experience[0]?.description).toBe(job.description);

    await user.click(within(review).getByRole('button', { name: 'Save with my choices' }));
    expect(await screen.findByRole('dialog', { name: 'Resume Preview' })).toBeInTheDocument();
    await waitFor(() => expect(storedResume().experience[0]?.description).toBe('Manage 12 beds.'));
    expect(storedResume().personalInfo.aboutMe).toBe('Calm under pressure.');
    expect(calls.filter((c) => c.path === '/resume/ai/enhance')).toHaveLength(1);
  });

  it.each([
    ['the close button', 'Close'],
    ['Escape', null],
    ['Cancel', 'Cancel'],
  ])('keeps the original when the review is closed with %s', async (_how, button) => {
    fakeApi(enhanceReply());
    storeDraft(resume, 7);
    const { user } = renderBuilder();
    await saveWithAi(user);
    const review = await screen.findByRole('dialog', { name: 'Review the AI improvements' });
    const description = within(review).getByRole('listitem', { name: 'Position 1 description' });
    await user.click(within(description).getByRole('button', { name: 'Accept' }));
    if (button) await user.click(within(review).getByRole('button', { name: button }));
    else await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Review the AI improvements' })).toBeNull(),
    );
    expect(await screen.findByText(/No AI change was applied/)).toBeInTheDocument();
    // Nothing applied, nothing saved: the user's text stays, also after a reload.
    expect(screen.queryByRole('dialog', { name: 'Resume Preview' })).toBeNull();
    expect(storedResume().experience[0]?.description).toBe(job.description);
    expect(storedResume().personalInfo.aboutMe).toBe('Calm under pressure.');
    await user.click(screen.getByRole('button', { name: /2\. Work/ }));
    expect(screen.getByLabelText(/^Description/)).toHaveValue(job.description);
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
