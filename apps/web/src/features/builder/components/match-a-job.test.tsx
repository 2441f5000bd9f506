import { contract } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { renderBuilder, resumeWith, storeDraft, storedResume } from '../test/render-builder';

const POSTING =
  'Frontend Engineer\n\nRequirements: JavaScript, React and TypeScript. Nice to have: GraphQL.';
const TERMS = [
  { term: 'JavaScript', kind: 'skill', required: true, found: false },
  { term: 'React', kind: 'skill', required: true, found: true },
  { term: 'TypeScript', kind: 'skill', required: true, found: false },
  { term: 'GraphQL', kind: 'skill', required: false, found: false },
] as const;

describe("'Match a job' in the builder", () => {
  it('scores the resume in the form, suggests only what it points to, and adds an accepted term through the form', async () => {
    storeDraft(resumeWith({ skills: ['React'] }), 4);
    const calls = fakeApi(
      on(contract.applications.match).reply(() => ({
        status: 200,
        body: { score: 26, terms: [...TERMS], missing: ['JavaScript', 'TypeScript', 'GraphQL'] },
      })),
    );
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Match a job' }));
    await user.type(screen.getByLabelText('Job posting'), POSTING);
    await user.click(screen.getByRole('button', { name: 'Match' }));

    // The score is counted again in the browser from the terms (1 of 3 required: 80/3).
    expect(await screen.findByText('Match score: 26%')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/resume/match');
    expect(sent?.body).toMatchObject({ jobDescription: POSTING, resume: { skills: ['React'] } });
    const missing = screen.getByRole('list', { name: 'Missing terms' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['JavaScript', 'TypeScript', 'GraphQL']);
    // React points to JavaScript; nothing on the resume points to TypeScript or GraphQL.
    expect(within(missing).getByText(/Your resume names React\./)).toBeInTheDocument();
    expect(within(missing).getAllByRole('button')).toHaveLength(1);
    expect(within(missing).getAllByText(/Add it only if it is true for you/)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add JavaScript to your skills' }));
    expect(storedResume().skills).toEqual(['React', 'JavaScript']);
    expect(await screen.findByText('Match score: 53%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Found terms' })).getByText('JavaScript'),
    ).toBeInTheDocument();

    // An accepted term is an edit like any other: undo takes it back.
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    await waitFor(() => expect(storedResume().skills).toEqual(['React']));
    expect(await screen.findByText('Match score: 26%')).toBeInTheDocument();
  });

  it("says what is wrong with the posting, and shows the server's message when it refuses", async () => {
    storeDraft(resumeWith({}), 1);
    const calls = fakeApi(
      on(contract.applications.match).reply(() => ({
        status: 429,
        body: {
          message: 'Too many AI requests. Please wait 12 seconds and try again.',
          code: 'AI_RATE_LIMITED',
        },
      })),
    );
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Match a job' }));
    await user.type(screen.getByLabelText('Job posting'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Match' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paste the job posting: at least 50 characters.',
    );
    expect(calls.filter((c) => c.path === '/resume/match')).toHaveLength(0);
    await user.type(screen.getByLabelText('Job posting'), ` ${POSTING}`);
    await user.click(screen.getByRole('button', { name: 'Match' }));
    expect(await screen.findByText(/Too many AI requests/)).toHaveAttribute('role', 'alert');
  });
});
