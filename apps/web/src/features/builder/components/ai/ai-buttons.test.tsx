import { contract } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../../test/fake-api';
import { AI_NEEDS_A_JOB } from '../../../../lib/api/ai';
import {
  renderBuilder,
  resumeWith,
  storeDraft,
  storedResume,
  personal,
} from '../../test/render-builder';

const offline = on(contract.ai.status).reply(() => ({
  status: 200,
  body: { engine: 'offline', model: null },
}));
const suggestions = (items: string[]) => ({
  status: 200 as const,
  body: { suggestions: items, engine: 'offline' as const },
});

const job = {
  company: 'City Hospital',
  position: 'RN',
  startDate: '2021-01',
  endDate: '',
  description: 'Responsible for patients.',
  achievements: [''],
};
const school = {
  school: 'State University',
  degree: 'BSN',
  fieldOfStudy: 'Nursing',
  graduationYear: '2020',
  description: '',
};
const openStep = async (user: ReturnType<typeof renderBuilder>['user'], name: RegExp) => {
  await user.click(await screen.findByRole('button', { name }));
};
const FIFTEEN =
  'i do triage and i manage iv lines for twelve beds on a busy ward every single night shift';

describe('the AI buttons of the builder', () => {
  it('proposes description rewrites as diffs: Keep mine drops one, Accept applies one, undo takes it back', async () => {
    let release: () => void = () => {};
    const calls = fakeApi(
      offline,
      on(contract.ai.description).reply(async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return suggestions([
          'I do triage and I manage IV lines for twelve beds on a busy ward every single night shift.',
          'Perform triage and manage IV lines for twelve beds on a busy ward every single night shift.',
        ]);
      }),
    );
    storeDraft(resumeWith({ personalInfo: personal, experience: [job] }), 2);
    const { user } = renderBuilder();
    await openStep(user, /2\. Work/);
    const button = await screen.findByRole('button', { name: 'Correct Your Description with AI' });
    expect(button).toBeDisabled();
    expect(screen.getByText(/at least 15 words/)).toBeInTheDocument();
    const field = screen.getByLabelText(/^Description/);
    await user.clear(field);
    await user.click(field);
    await user.paste(FIFTEEN);
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    release();

    const list = await screen.findByRole('list', {
      name: 'Correct Your Description with AI options',
    });
    expect(await screen.findByText('Offline suggestions')).toBeInTheDocument();
    const first = within(list).getByRole('listitem', { name: 'Proposal 1' });
    // The diff marks what changes: 'i' becomes 'I', 'iv' becomes 'IV'.
    expect(within(first).getByTestId('diff-before')).toHaveTextContent(/\[removed: i \]/);
    expect(within(first).getByTestId('diff-after')).toHaveTextContent(/\[added: IV \]/);
    // Nothing is applied while the proposals are looked at.
    expect(field).toHaveValue(FIFTEEN);

    await user.click(within(first).getByRole('button', { name: 'Keep mine' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(field).toHaveValue(FIFTEEN);

    const second = within(list).getByRole('listitem', { name: 'Proposal 1' });
    await user.click(within(second).getByRole('button', { name: 'Accept' }));
    expect(field).toHaveValue(
      'Perform triage and manage IV lines for twelve beds on a busy ward every single night shift.',
    );
    expect(screen.queryByRole('list', { name: /options/ })).toBeNull();
    await waitFor(() =>
      expect(storedResume().experience[0]?.description).toMatch(/^Perform triage/),
    );
    // An accepted proposal is an edit like any other: Undo brings the user's text back.
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    await waitFor(() =>
      expect(storedResume().experience[0]?.description).not.toMatch(/^Perform triage/),
    );
    expect(screen.getByLabelText(/^Description/)).not.toHaveValue(
      'Perform triage and manage IV lines for twelve beds on a busy ward every single night shift.',
    );
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
    expect(calls.find((c) => c.path === '/resume/ai/description')?.body).toMatchObject({
      position: 'RN',
      company: 'City Hospital',
      description: FIFTEEN,
    });
  }, 60_000);

  it('keeps the text when the proposals are closed with Escape or Keep my text', async () => {
    fakeApi(
      offline,
      on(contract.ai.achievement).reply(() => suggestions(['Triaged patients calmly.'])),
    );
    storeDraft(resumeWith({ personalInfo: personal, experience: [job] }), 2);
    const { user } = renderBuilder();
    await openStep(user, /2\. Work/);
    const button = await screen.findByRole('button', {
      name: 'AI Suggestion for Position 1 achievement 1',
    });
    await user.click(button);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    accept.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Keep my text' }));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByLabelText('Position 1, achievement 1')).toHaveValue('');
    expect(storedResume().experience[0]?.achievements).toEqual(['']);
  });

  it('sends the other achievements so none is repeated, and alerts the spec text on failure', async () => {
    let fail = false;
    const calls = fakeApi(
      offline,
      on(contract.ai.achievement).reply(() =>
        fail
          ? { status: 429, body: { message: 'Too many AI requests.', code: 'AI_RATE_LIMITED' } }
          : suggestions(['Precepted new nurses.']),
      ),
    );
    storeDraft(
      resumeWith({
        personalInfo: personal,
        experience: [{ ...job, achievements: ['Cut falls by 40 %', ''] }],
      }),
      2,
    );
    const { user } = renderBuilder();
    await openStep(user, /2\. Work/);
    const button = await screen.findByRole('button', {
      name: 'AI Suggestion for Position 1 achievement 2',
    });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByLabelText('Position 1, achievement 2')).toHaveValue('Precepted new nurses.');
    expect(calls.find((c) => c.path === '/resume/ai/achievement')?.body).toMatchObject({
      text: '',
      position: 'RN',
      existing: ['Cut falls by 40 %'],
    });
    fail = true;
    await user.click(button);
    expect(
      await screen.findByText(
        'Failed to fetch AI suggestion. Please try again. Too many AI requests.',
      ),
    ).toBeInTheDocument();
  });

  it("accepts an education description starting 'I learned'", async () => {
    fakeApi(
      offline,
      on(contract.ai.education).reply(() => suggestions(['I learned triage.'])),
    );
    storeDraft(resumeWith({ personalInfo: personal, experience: [job], education: [school] }), 3);
    const { user } = renderBuilder();
    await openStep(user, /3\. Education/);
    await user.click(
      await screen.findByRole('button', { name: 'AI Suggestion for Description of Education 1' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByLabelText(/^Description/)).toHaveValue('I learned triage.');
  });

  it('suggests skills from the position with none typed; several are added at once', async () => {
    let answer: 'ok' | 'empty' | 'fail' = 'ok';
    const calls = fakeApi(
      offline,
      on(contract.ai.skills).reply(() =>
        answer === 'fail'
          ? { status: 500, body: { message: 'boom', code: 'INTERNAL' } }
          : suggestions(answer === 'ok' ? ['Triage', 'Wound Care', 'IV Therapy'] : []),
      ),
    );
    storeDraft(resumeWith({ personalInfo: personal, experience: [job], education: [school] }), 4);
    const { user } = renderBuilder();
    await openStep(user, /4\. Skills/);
    const button = await screen.findByRole('button', { name: 'AI Suggest Skills' });
    await user.click(button);
    const add = await screen.findByRole('button', { name: 'Add selected' });
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Triage' }));
    await user.click(screen.getByRole('checkbox', { name: 'IV Therapy' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 selected' }));
    expect(await screen.findByText('Added 2 skills.')).toBeInTheDocument();
    await waitFor(() => expect(storedResume().skills).toEqual(['Triage', 'IV Therapy']));
    expect(calls.filter((c) => c.path === '/resume/ai/skills')).toHaveLength(1);
    answer = 'empty';
    await user.click(button);
    expect(await screen.findByText(/No new skills to suggest/)).toBeInTheDocument();
    answer = 'fail';
    await user.click(button);
    expect(
      await screen.findByText('Failed to fetch suggestions. Please try again.'),
    ).toBeInTheDocument();
  });

  it('asks for a job title or position before suggesting skills for a resume without one', async () => {
    const calls = fakeApi(offline);
    storeDraft(resumeWith({ personalInfo: personal }), 4);
    const { user } = renderBuilder();
    await openStep(user, /4\. Skills/);
    await user.click(await screen.findByRole('button', { name: 'AI Suggest Skills' }));
    expect(screen.getByText(AI_NEEDS_A_JOB)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/resume/ai/skills')).toBe(false);
  });

  it('adds every chosen interest once; a failure shows the interests alert', async () => {
    let fail = false;
    fakeApi(
      offline,
      on(contract.ai.interests).reply(() =>
        fail ? { network: 'down' } : suggestions(['Yoga', 'Running', 'Hiking']),
      ),
    );
    storeDraft(resumeWith({ personalInfo: personal, skills: ['Triage'], interests: ['Yoga'] }), 5);
    const { user } = renderBuilder();
    await openStep(user, /5\. Interests/);
    const button = await screen.findByRole('button', { name: 'AI Suggest Interests' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Add 3 selected' }));
    await waitFor(() => expect(storedResume().interests).toEqual(['Yoga', 'Running', 'Hiking']));
    expect(screen.getByText('Added 2 interests.')).toBeInTheDocument();
    fail = true;
    await user.click(button);
    expect(
      await screen.findByText(/^Failed to fetch AI interests suggestion\. Please try again\./),
    ).toBeInTheDocument();
  });

  it('makes each chosen certification its own entry', async () => {
    let fail = false;
    fakeApi(
      offline,
      on(contract.ai.certifications).reply(() =>
        fail
          ? { status: 503, body: { message: 'Busy.', code: 'AI_UNAVAILABLE' } }
          : suggestions(['CCRN', 'ACLS', 'PALS', 'TNCC', 'CEN']),
      ),
    );
    storeDraft(
      resumeWith({ personalInfo: personal, experience: [job], certifications: ['BLS, AHA, 2022'] }),
      6,
    );
    const { user } = renderBuilder();
    await openStep(user, /6\. More/);
    const button = await screen.findByRole('button', { name: 'AI Suggestion for Certifications' });
    await user.click(button);
    await user.click(await screen.findByRole('checkbox', { name: 'ACLS' }));
    await user.click(screen.getByRole('checkbox', { name: 'PALS' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 selected' }));
    const fields = screen.getAllByLabelText('Certification');
    expect(fields.map((f) => (f as HTMLInputElement).value)).toEqual([
      'BLS, AHA, 2022',
      'ACLS',
      'PALS',
    ]);
    await waitFor(() =>
      expect(storedResume().certifications).toEqual(['BLS, AHA, 2022', 'ACLS', 'PALS']),
    );
    fail = true;
    await user.click(button);
    expect(
      await screen.findByText(
        'Failed to fetch certification AI suggestion. Please try again. Busy.',
      ),
    ).toBeInTheDocument();
  });
});
