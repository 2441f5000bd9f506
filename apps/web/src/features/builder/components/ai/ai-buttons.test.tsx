import { contract } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../../test/fake-api';
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
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';

describe('the AI buttons of the builder', () => {
  it('rewrites a description: disabled under 15 words, loading, then a pick fills it and closes the list', async () => {
    let release: () => void = () => {};
    const calls = fakeApi(
      offline,
      on(contract.ai.description).reply(async ({ body }) => {
        await new Promise<void>((resolve) => (release = resolve));
        return suggestions([`Rewritten: ${body.position}`, 'Another rewrite']);
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
    await user.type(field, FIFTEEN);
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    const option = await screen.findByRole('button', { name: 'Rewritten: RN' });
    expect(screen.getByText('Offline suggestions')).toBeInTheDocument();
    await user.click(option);
    expect(field).toHaveValue('Rewritten: RN');
    expect(screen.queryByRole('button', { name: 'Another rewrite' })).toBeNull();
    // Loading is over; the short rewrite is under 15 words, so the button is disabled again.
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toBeDisabled();
    await waitFor(() => expect(storedResume().experience[0]?.description).toBe('Rewritten: RN'));
    const sent = calls.find((c) => c.path === '/resume/ai/description');
    expect(sent?.body).toMatchObject({
      position: 'RN',
      company: 'City Hospital',
      description: FIFTEEN,
    });
  });

  it('suggests an achievement and alerts the spec text with the error on failure', async () => {
    let fail = false;
    fakeApi(
      offline,
      on(contract.ai.achievement).reply(() =>
        fail
          ? { status: 429, body: { message: 'Too many AI requests.', code: 'AI_RATE_LIMITED' } }
          : suggestions(['Triaged patients calmly']),
      ),
    );
    storeDraft(resumeWith({ personalInfo: personal, experience: [job] }), 2);
    const { user } = renderBuilder();
    await openStep(user, /2\. Work/);
    const button = await screen.findByRole('button', {
      name: 'AI Suggestion for Position 1 achievement 1',
    });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Triaged patients calmly' }));
    expect(screen.getByLabelText('Position 1, achievement 1')).toHaveValue(
      'Triaged patients calmly',
    );

    fail = true;
    await user.click(button);
    expect(
      await screen.findByText(
        'Failed to fetch AI suggestion. Please try again. Too many AI requests.',
      ),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("suggests an education description starting 'I learned'", async () => {
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
    await user.click(await screen.findByRole('button', { name: 'I learned triage.' }));
    expect(screen.getByLabelText(/^Description/)).toHaveValue('I learned triage.');
  });

  it('asks for one skill first, then adds a chosen skill; failure and empty answers are list entries', async () => {
    let answer: 'ok' | 'empty' | 'fail' = 'ok';
    const calls = fakeApi(
      offline,
      on(contract.ai.skills).reply(() =>
        answer === 'fail'
          ? { status: 500, body: { message: 'boom', code: 'INTERNAL' } }
          : suggestions(answer === 'ok' ? ['Triage', 'Wound Care'] : []),
      ),
    );
    storeDraft(resumeWith({ personalInfo: personal, experience: [job], education: [school] }), 4);
    const { user } = renderBuilder();
    await openStep(user, /4\. Skills/);
    const button = await screen.findByRole('button', { name: 'AI Suggest Skills' });
    await user.click(button);
    expect(
      screen.getByText('Please enter at least one professional skill to get AI suggestions.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/resume/ai/skills')).toBe(false);

    await user.type(screen.getByLabelText(/^Add a Skill Manually/), 'Patient Care');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Wound Care' }));
    await waitFor(() => expect(storedResume().skills).toEqual(['Patient Care', 'Wound Care']));

    answer = 'empty';
    await user.click(button);
    expect(
      await screen.findByText('No suggestions available. Please try again.'),
    ).toBeInTheDocument();
    answer = 'fail';
    await user.click(button);
    expect(
      await screen.findByText('Failed to fetch suggestions. Please try again.'),
    ).toBeInTheDocument();
  });

  it('adds a chosen interest once; a failure shows the interests alert', async () => {
    let fail = false;
    fakeApi(
      offline,
      on(contract.ai.interests).reply(() =>
        fail ? { network: 'down' } : suggestions(['Yoga', 'Running']),
      ),
    );
    storeDraft(resumeWith({ personalInfo: personal, skills: ['Triage'], interests: ['Yoga'] }), 5);
    const { user } = renderBuilder();
    await openStep(user, /5\. Interests/);
    const button = await screen.findByRole('button', { name: 'AI Suggest Interests' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Yoga' }));
    expect(storedResume().interests).toEqual(['Yoga']);
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Running' }));
    await waitFor(() => expect(storedResume().interests).toEqual(['Yoga', 'Running']));
    fail = true;
    await user.click(button);
    expect(
      await screen.findByText(/^Failed to fetch AI interests suggestion\. Please try again\./),
    ).toBeInTheDocument();
  });

  it('appends a chosen certification after a comma', async () => {
    let fail = false;
    fakeApi(
      offline,
      on(contract.ai.certifications).reply(() =>
        fail
          ? { status: 503, body: { message: 'Busy.', code: 'AI_UNAVAILABLE' } }
          : suggestions(['CCRN', 'ACLS', 'PALS', 'TNCC', 'CEN']),
      ),
    );
    storeDraft(resumeWith({ personalInfo: personal, certifications: ['BLS, AHA, 2022'] }), 6);
    const { user } = renderBuilder();
    await openStep(user, /6\. More/);
    const button = await screen.findByRole('button', { name: 'AI Suggestion for Certifications' });
    await user.click(button);
    const list = await screen.findByRole('list', {
      name: 'AI Suggestion for Certifications options',
    });
    await user.click(within(list).getByRole('button', { name: 'ACLS' }));
    expect(screen.getByLabelText('Certification')).toHaveValue('BLS, AHA, 2022, ACLS');
    fail = true;
    await user.click(button);
    expect(
      await screen.findByText(
        'Failed to fetch certification AI suggestion. Please try again. Busy.',
      ),
    ).toBeInTheDocument();
  });
});
