import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { linkedInZip } from '../../../../../../packages/resume/test/helpers/linkedin-export';
import { PENDING_IMPORT_KEY } from '../state/pending-import';
import {
  personal,
  renderBuilder,
  resumeWith,
  storeDraft,
  storedResume,
} from '../test/render-builder';

const file = (bytes: Uint8Array | string, name: string, type = '') =>
  new File([typeof bytes === 'string' ? bytes : bytes.slice()], name, { type });

beforeEach(() => localStorage.clear());

describe("step 1's Import (a visitor)", () => {
  it('reads a LinkedIn export in the browser, shows the review, and fills an empty builder', async () => {
    const { user } = renderBuilder();
    await user.upload(screen.getByTestId('import-resume-file'), file(linkedInZip(), 'export.zip'));
    const dialog = await screen.findByRole('dialog', { name: 'Review your import' });
    expect(within(dialog).getByRole('region', { name: 'What we read' })).toHaveTextContent(
      'Name: Ada Lovelace',
    );
    expect(within(dialog).getByRole('region', { name: 'What was left out' })).toHaveTextContent(
      'Position "Programmer": location "London"',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open as a new resume' }));
    expect(await screen.findByText('Imported Ada Lovelace.')).toBeInTheDocument();
    await waitFor(() =>
      expect(storedResume().experience[0]).toMatchObject({
        company: 'Analytical Engines Ltd',
        startDate: '2021-03',
      }),
    );
  });

  it('never writes over a resume in progress: keeps the import for the account and asks to log in', async () => {
    storeDraft(resumeWith({ personalInfo: personal }));
    const { user, router } = renderBuilder();
    await user.click(screen.getByRole('button', { name: /1\. Personal/ }));
    await user.upload(screen.getByTestId('import-resume-file'), file(linkedInZip(), 'export.zip'));
    const dialog = await screen.findByRole('dialog', { name: 'Review your import' });
    expect(dialog).toHaveTextContent('This browser already holds the resume you started.');
    await user.click(within(dialog).getByRole('button', { name: 'Log in to keep both' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedResume().personalInfo.fullName).toBe('Jane Doe');
    expect(JSON.parse(localStorage.getItem(PENDING_IMPORT_KEY) ?? '{}').personalInfo.fullName).toBe(
      'Ada Lovelace',
    );
  });

  it('cancelling the review changes nothing', async () => {
    const { user } = renderBuilder();
    await user.upload(screen.getByTestId('import-resume-file'), file(linkedInZip(), 'export.zip'));
    const dialog = await screen.findByRole('dialog', { name: 'Review your import' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(PENDING_IMPORT_KEY)).toBeNull();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
  });

  it.each([
    [
      'a file over 10 MB',
      file(new Uint8Array(10 * 1024 * 1024 + 1), 'scan.pdf'),
      /larger than 10 MB/,
    ],
    [
      'a broken archive',
      file(Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2, 3]), 'export.zip'),
      /archive is damaged/,
    ],
    [
      'an archive with no resume',
      file(zipSync({ 'a.txt': strToU8('x') }), 'photos.zip'),
      /neither a Word file nor a LinkedIn data export/,
    ],
    [
      'an unsupported type',
      file('Jane Doe', 'notes.txt', 'text/plain'),
      /This file type cannot be imported/,
    ],
  ])('refuses %s with a clear message and changes nothing', async (_, bad, message) => {
    storeDraft(resumeWith({ personalInfo: personal }));
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: /1\. Personal/ }));
    // As a file dropped on the picker with 'All files' chosen: the accept list does not filter it.
    fireEvent.change(screen.getByTestId('import-resume-file'), { target: { files: [bad] } });
    expect(await screen.findByText(message)).toHaveTextContent(`Could not import ${bad.name}:`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedResume().personalInfo.fullName).toBe('Jane Doe');
    expect(localStorage.getItem(PENDING_IMPORT_KEY)).toBeNull();
  });
});
