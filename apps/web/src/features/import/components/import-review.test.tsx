import { emptyResume } from '@shortlist/resume';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportReview } from './import-review';

const result = (leftOut: string[]) => ({
  format: 'pdf' as const,
  resume: emptyResume(),
  report: {
    read: ['Name: Ada Lovelace', 'Experience: 2 positions (Programmer; Analyst)', 'Skills: 3'],
    leftOut,
  },
});

describe('the import review', () => {
  it('lists what was read and what was left out, and opens or cancels', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onCancel = vi.fn();
    render(
      <ImportReview
        imported={{
          fileName: 'ada-cv.pdf',
          result: result(['"Berlin" next to the job "Programmer"', '"Page 1 of 2" at the top']),
        }}
        openLabel="Open as a new resume"
        onOpen={onOpen}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Review your import' });
    expect(dialog).toHaveTextContent(
      'ada-cv.pdf (PDF) was read in your browser; nothing was uploaded.',
    );
    const read = within(dialog).getByRole('region', { name: 'What we read' });
    expect(
      within(read)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name: Ada Lovelace', 'Experience: 2 positions (Programmer; Analyst)', 'Skills: 3']);
    const leftOut = within(dialog).getByRole('region', { name: 'What was left out' });
    expect(
      within(leftOut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['"Berlin" next to the job "Programmer"', '"Page 1 of 2" at the top']);
    await user.click(within(dialog).getByRole('button', { name: 'Open as a new resume' }));
    expect(onOpen).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says when nothing was left out, shows the notice, and stays open while opening', () => {
    render(
      <ImportReview
        imported={{ fileName: 'linkedin.zip', result: { ...result([]), format: 'linkedin' } }}
        openLabel="Log in to keep both"
        notice={<p>This browser already holds a resume.</p>}
        opening
        onOpen={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Review your import' });
    expect(dialog).toHaveTextContent('(LinkedIn data export)');
    expect(dialog).toHaveTextContent('This browser already holds a resume.');
    expect(within(dialog).getByRole('region', { name: 'What was left out' })).toHaveTextContent(
      'Nothing: every line found a place.',
    );
    expect(within(dialog).getByRole('button', { name: /Log in to keep both/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('is closed without a result', () => {
    render(<ImportReview imported={null} openLabel="Open" onOpen={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
