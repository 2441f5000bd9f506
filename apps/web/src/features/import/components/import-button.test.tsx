import { contract } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { linkedInZip } from '../../../../../../packages/resume/test/helpers/linkedin-export';
import { fakeApi, on } from '../../../../test/fake-api';
import { listBody, resumeRecord, sessionAnswer, storeSession } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const me = sessionAnswer();

beforeEach(() => storeSession());

describe("My Resumes' Import", () => {
  it('adds the imported resume as a new one of the account and opens it in the builder', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({ status: 200, body: listBody() })),
      on(contract.resumes.createDraft).reply(({ body }) => ({
        status: 201,
        body: resumeRecord('imported-1', body),
      })),
    );
    const router = renderApp('/saved-resumes');
    await screen.findByText('No resumes found. Create your first resume in the dashboard!');
    await user.upload(
      screen.getByTestId('import-resume-file'),
      new File([linkedInZip().slice()], 'Basic_LinkedInDataExport.zip'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review your import' });
    expect(dialog).toHaveTextContent('Basic_LinkedInDataExport.zip (LinkedIn data export)');
    await user.click(within(dialog).getByRole('button', { name: 'Open as a new resume' }));
    await waitFor(() => expect(router.state.location.search).toBe('?resume=imported-1'));
    const created = calls.filter((call) => call.path === '/resume/addresume/draft');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({
      personalInfo: { fullName: 'Ada Lovelace' },
      experience: [{ company: 'Analytical Engines Ltd', startDate: '2021-03' }, {}],
    });
    // Nothing else was written: no existing resume was touched.
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(1);
  });
});
