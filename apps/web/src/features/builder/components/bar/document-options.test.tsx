import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBuilder, resumeWith, storeDraft, storedResume } from '../../test/render-builder';

describe('Paper and resume language', () => {
  it('shows the defaults and stores what the user chooses', async () => {
    const { user } = renderBuilder();
    const paper = screen.getByRole('combobox', { name: /paper/i });
    const language = screen.getByRole('combobox', { name: /resume language/i });
    // jsdom's navigator.language is en-US: Letter.
    expect(paper).toHaveValue('letter');
    expect(language).toHaveValue('en');
    await user.selectOptions(paper, 'a4');
    await user.selectOptions(language, 'de');
    await waitFor(() => expect(storedResume()).toMatchObject({ paper: 'a4', locale: 'de' }));
  });

  it('shows the values a saved resume has', () => {
    storeDraft(resumeWith({ paper: 'a4', locale: 'ja' }));
    renderBuilder();
    expect(screen.getByRole('combobox', { name: /paper/i })).toHaveValue('a4');
    expect(screen.getByRole('combobox', { name: /resume language/i })).toHaveValue('ja');
  });
});
