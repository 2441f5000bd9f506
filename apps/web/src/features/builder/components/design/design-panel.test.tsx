import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fitMessage } from './fit-note';
import {
  personal,
  renderBuilder,
  resumeWith,
  storeDraft,
  storedResume,
} from '../../test/render-builder';

const openDesign = async (user: ReturnType<typeof renderBuilder>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Design' }));
  return screen.findByRole('region', { name: 'Design' });
};
const undo = async (user: ReturnType<typeof renderBuilder>['user']) => {
  const button = screen.getByRole('button', { name: 'Undo' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
};
/** Undo makes one step of changes closer together than 500 ms (state/use-undo.ts): a pause ends a step. */
const endStep = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));
const rowOrder = () =>
  screen.getAllByRole('listitem').flatMap((item) => {
    const id = item.getAttribute('data-testid');
    return id?.startsWith('section-') ? [id.slice('section-'.length)] : [];
  });

describe('the Design panel', () => {
  it('opens beside the template picker and leaves an old resume as it was', async () => {
    storeDraft(resumeWith({ personalInfo: personal }));
    const { user } = renderBuilder();
    const toggle = screen.getByRole('button', { name: 'Design' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openDesign(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Design' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Close design' }));
    expect(screen.queryByRole('region', { name: 'Design' })).toBeNull();
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(storedResume()).not.toHaveProperty('design');
    expect(storedResume()).not.toHaveProperty('sections');
  });

  it('cannot be opened on a resume that is read-only', () => {
    renderBuilder({ readOnly: true });
    expect(screen.getByRole('button', { name: 'Design' })).toBeDisabled();
  });

  it('sets the accent from a swatch or a valid hex, notes a light one, and undo restores', async () => {
    const { user } = renderBuilder();
    const panel = await openDesign(user);
    await user.click(within(panel).getByRole('radio', { name: 'Teal' }));
    expect(storedResume().design).toEqual({ accentColor: '#0e6b66' });
    expect(within(panel).queryByText(/too light for text/)).toBeNull();
    await endStep();

    const hex = within(panel).getByLabelText('Hex colour');
    await user.clear(hex);
    await user.type(hex, '#12zz');
    expect(within(panel).getByRole('alert')).toHaveTextContent(/six hex digits/);
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(storedResume().design).toBeUndefined();

    await user.clear(hex);
    await endStep();
    await user.type(hex, '#F2C94C');
    expect(storedResume().design).toEqual({ accentColor: '#f2c94c' });
    expect(within(panel).getByText(/too light for text/)).toHaveTextContent(
      /too light for text on white \(WCAG AA\): text uses a darker shade, #[0-9a-f]{6}/,
    );

    // Steps: Teal, the field cleared (no accent), the typed colour.
    await undo(user);
    await waitFor(() => expect(storedResume().design).toBeUndefined());
    await undo(user);
    await waitFor(() => expect(storedResume().design).toEqual({ accentColor: '#0e6b66' }));
    expect(within(panel).getByRole('radio', { name: 'Teal' })).toBeChecked();
  });

  // jsdom does not move a slider on arrow keys; the e2e journey (design.spec.ts) does that in
  // Chromium. Here the sliders get their values as a change event.
  it('sets font, size, spacing, margins and fitting', async () => {
    const { user } = renderBuilder();
    const panel = await openDesign(user);
    const size = within(panel).getByRole('slider', { name: 'Text size' });
    expect(size).toHaveValue('10');
    expect(size).toHaveAttribute('aria-valuetext', '10 pt');
    fireEvent.change(size, { target: { value: '11' } });
    expect(storedResume().design).toEqual({ fontSize: 11 });
    fireEvent.change(within(panel).getByRole('slider', { name: 'Margins' }), {
      target: { value: '8' },
    });
    fireEvent.change(within(panel).getByRole('slider', { name: 'Line spacing' }), {
      target: { value: '2' },
    });
    await user.click(within(panel).getByRole('radio', { name: 'Serif' }));
    await user.click(within(panel).getByRole('radio', { name: 'Fit to one page' }));
    expect(storedResume().design).toEqual({
      fontSize: 11,
      marginMm: 8,
      lineHeight: 2,
      fontFamily: 'serif',
      fitToPages: 1,
    });
    await user.click(within(panel).getByRole('button', { name: /Reset text size/ }));
    await user.click(within(panel).getByRole('radio', { name: 'Off' }));
    expect(storedResume().design).toEqual({ marginMm: 8, lineHeight: 2, fontFamily: 'serif' });
  });

  it('shows the sizes of the chosen template when unset', async () => {
    storeDraft(resumeWith({ templateId: 'template-6' }));
    const { user } = renderBuilder();
    const panel = await openDesign(user);
    expect(within(panel).getByRole('slider', { name: 'Text size' })).toHaveValue('9.5');
    expect(within(panel).getByText('9.5 pt (template)')).toBeInTheDocument();
  });
});

describe('the Sections list', () => {
  it('reorders by keyboard and by the buttons, keeping focus in the moved row', async () => {
    const { user } = renderBuilder();
    await openDesign(user);
    expect(rowOrder()).toEqual([
      'summary',
      'experience',
      'education',
      'certifications',
      'skills',
      'interests',
      'additional',
    ]);
    const heading = screen.getByRole('textbox', { name: 'Heading for Education' });
    act(() => heading.focus());
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(rowOrder().slice(0, 3)).toEqual(['summary', 'education', 'experience']);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Heading for Education' })).toHaveFocus(),
    );
    expect(storedResume().sections?.order?.slice(0, 3)).toEqual([
      'summary',
      'education',
      'experience',
    ]);
    await endStep();

    await user.click(screen.getByRole('button', { name: 'Move Professional Summary down' }));
    expect(rowOrder().slice(0, 3)).toEqual(['education', 'summary', 'experience']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Professional Summary down' })).toHaveFocus(),
    );
    await endStep();
    // At the top, Move up is disabled; focus goes to the row's other button.
    await user.click(screen.getByRole('button', { name: 'Move Professional Summary up' }));
    expect(screen.getByRole('button', { name: 'Move Professional Summary up' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Professional Summary down' })).toHaveFocus(),
    );

    // Each move is a step of undo.
    for (const order of [
      ['education', 'summary', 'experience'],
      ['summary', 'education', 'experience'],
      ['summary', 'experience', 'education'],
    ]) {
      await undo(user);
      await waitFor(() => expect(rowOrder().slice(0, 3)).toEqual(order));
    }
    expect(storedResume().sections).toBeUndefined();
  });

  it('moves a section by dragging it onto another', async () => {
    const { user } = renderBuilder();
    await openDesign(user);
    const skills = screen.getByTestId('section-skills');
    const summary = screen.getByTestId('section-summary');
    fireEvent.dragStart(skills, { dataTransfer: { effectAllowed: '' } });
    fireEvent.dragOver(summary);
    fireEvent.drop(summary);
    expect(rowOrder()[0]).toBe('skills');
    expect(storedResume().sections?.order?.[0]).toBe('skills');
  });

  it('hides, shows and renames sections; an empty heading is the default again', async () => {
    storeDraft(resumeWith({ personalInfo: personal, locale: 'de' }));
    const { user } = renderBuilder();
    await openDesign(user);
    await user.click(screen.getByRole('checkbox', { name: 'Show Interests' }));
    expect(storedResume().sections).toEqual({ hidden: ['interests'] });
    const title = screen.getByRole('textbox', { name: 'Heading for Skills' });
    // The placeholder is the default heading in the resume's language.
    expect(title).toHaveAttribute('placeholder', 'Kenntnisse');
    await user.type(title, 'Toolbox');
    expect(storedResume().sections).toEqual({
      hidden: ['interests'],
      titles: { skills: 'Toolbox' },
    });
    expect(title).toHaveAttribute('maxLength', '60');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());
    await user.clear(title);
    expect(storedResume().sections).toEqual({ hidden: ['interests'] });
    await endStep();
    await user.click(screen.getByRole('checkbox', { name: 'Show Interests' }));
    expect(storedResume().sections).toBeUndefined();

    await undo(user);
    await waitFor(() => expect(storedResume().sections).toEqual({ hidden: ['interests'] }));
    await undo(user);
    await waitFor(() =>
      expect(storedResume().sections).toEqual({
        hidden: ['interests'],
        titles: { skills: 'Toolbox' },
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Heading for Skills' })).toHaveValue('Toolbox');
  });

  it('keeps each section in its column in a two-column template', async () => {
    storeDraft(resumeWith({ templateId: 'template-2' }));
    const { user } = renderBuilder();
    await openDesign(user);
    // Split: the sidebar (skills, interests, certifications), then the main column.
    expect(rowOrder().slice(0, 4)).toEqual(['skills', 'interests', 'certifications', 'summary']);
    expect(screen.getByRole('button', { name: 'Move Certifications down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Professional Summary up' })).toBeDisabled();
    expect(screen.getByText(/each section stays in its column/)).toBeInTheDocument();
  });
});

describe('the fit report in words', () => {
  it('says how far it fitted, or that it cannot without going below 8 pt', () => {
    expect(fitMessage({ pages: 1, fits: true, bodySize: 9, spacing: 0.55 })).toBe(
      'Fitted to one page: spacing at 55%, body text at 9 pt.',
    );
    expect(fitMessage({ pages: 1, fits: true, bodySize: 10, spacing: 1 })).toBe(
      'Fits on one page as it is.',
    );
    expect(fitMessage({ pages: 1, fits: false, bodySize: 8, spacing: 0.55 })).toMatch(
      /does not fit on one page without going below 8 pt.*Fit to two pages/,
    );
    expect(fitMessage({ pages: 2, fits: false, bodySize: 8, spacing: 0.55 })).not.toMatch(
      /two pages'/,
    );
  });
});
