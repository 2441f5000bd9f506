import { emptyEducation, emptyExperience } from '@shortlist/resume';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISCARDED_DRAFT_KEY, DRAFT_KEY } from '../state/draft-persistence';
import {
  personal,
  renderBuilder,
  resumeWith,
  storeDraft,
  storedResume,
} from '../test/render-builder';

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('BuilderPage', () => {
  it('starts a visitor on step 1 with the required fields marked', async () => {
    renderBuilder();
    await stepHeading('Personal Details');
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Location']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute(
        'aria-required',
        'true',
      );
    }
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Portfolio URL')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('link', { name: 'Look Now' })).toHaveAttribute('href', '/#demo');
    expect(screen.getByText('Take a look at our best work and get inspired!')).toBeInTheDocument();
  });

  it('stores every keystroke in the draft at once', async () => {
    const { user } = renderBuilder();
    await user.type(screen.getByLabelText(/^Full Name/), 'Jane');
    expect(storedResume().personalInfo.fullName).toBe('Jane');
  });

  it("takes in another tab's typing, so its own next keystroke keeps that tab's words", async () => {
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await stepHeading('Work History');
    // Another tab of this browser writes the draft with text this tab has not seen.
    const theirs = JSON.stringify({
      resume: resumeWith({ personalInfo: { ...personal, aboutMe: 'Typed in the other tab' } }),
      step: 1,
      updatedAt: new Date().toISOString(),
    });
    localStorage.setItem(DRAFT_KEY, theirs);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: DRAFT_KEY,
          newValue: theirs,
          storageArea: localStorage,
        }),
      );
    });
    // This tab stays on its step.
    expect(screen.getByRole('heading', { level: 2, name: 'Work History' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Company/), 'Acme');
    expect(storedResume().personalInfo.aboutMe).toBe('Typed in the other tab');
    expect(storedResume().experience[0]?.company).toBe('Acme');
  });

  it('moves between steps without blocking and remembers the step', async () => {
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await stepHeading('Work History')).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ step: 2 });
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await stepHeading('Personal Details');
    await user.click(screen.getByRole('button', { name: /5\. Interests/ }));
    await stepHeading('Interests');
  });

  it('opens a stored draft on its first incomplete step', async () => {
    storeDraft(resumeWith({ personalInfo: personal }), 1);
    renderBuilder();
    await stepHeading('Work History');
  });

  it('opens a complete draft on the review step', async () => {
    const experience = [{ ...emptyExperience(), company: 'Acme', position: 'Engineer' }];
    const education = [{ ...emptyEducation(), school: 'MIT', degree: 'BSc' }];
    storeDraft(
      resumeWith({
        personalInfo: personal,
        experience,
        education,
        skills: ['SQL'],
        interests: ['Chess'],
      }),
    );
    renderBuilder();
    await stepHeading('Review');
  });

  it('starts clean on a corrupt draft, says so, and keeps the bad copy', async () => {
    localStorage.setItem(DRAFT_KEY, '{not json');
    renderBuilder();
    await stepHeading('Personal Details');
    expect(await screen.findByText(/could not be read/)).toBeInTheDocument();
    expect(localStorage.getItem(DISCARDED_DRAFT_KEY)).toBe('{not json');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
  });

  it('lists what is missing on the review step and jumps to the field', async () => {
    storeDraft(resumeWith({ personalInfo: { ...personal, phone: '' } }));
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: /7\. Review/ }));
    const missing = await screen.findByRole('region', { name: /still missing/ });
    expect(
      within(missing).getByRole('button', { name: 'At least one skill is missing' }),
    ).toBeInTheDocument();
    await user.click(within(missing).getByRole('button', { name: 'Phone Number is missing' }));
    await stepHeading('Personal Details');
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText(/^Phone Number/));
  });

  it('saves for a visitor by opening the preview; downloads ask to log in', async () => {
    storeDraft(resumeWith({ personalInfo: personal }), 7);
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: /7\. Review/ }));
    await user.click(screen.getByRole('button', { name: 'Save & Preview Resume' }));
    const preview = await screen.findByRole('dialog', { name: 'Resume Preview' });
    await user.click(within(preview).getByRole('button', { name: 'Download PDF' }));
    const login = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(
      within(login).getByText('Get your PDF for free, register to download!'),
    ).toBeInTheDocument();
    expect(within(login).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(login).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hands the resume to an onSave handler and shows downloads after a save', async () => {
    storeDraft(resumeWith({ personalInfo: personal }), 7);
    const saved: string[] = [];
    const { user } = renderBuilder({
      onSave: async (resume) => {
        saved.push(resume.personalInfo.fullName);
        return 'saved' as const;
      },
    });
    await user.click(await screen.findByRole('button', { name: /7\. Review/ }));
    await user.click(screen.getByRole('button', { name: 'Save & Preview Resume' }));
    expect(await screen.findByText('Your resume is saved.')).toBeInTheDocument();
    expect(saved).toEqual(['Jane Doe']);
    expect(screen.getByRole('button', { name: 'Download Word' })).toBeInTheDocument();
  });

  it('changes the template from the bar and keeps it in the draft', async () => {
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('radio', { name: 'Hybrid' }));
    expect(storedResume().templateId).toBe('template-3');
    expect(screen.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
  });

  it('does not submit the builder when Enter is pressed in a field', async () => {
    const { user } = renderBuilder();
    await user.type(screen.getByLabelText(/^Full Name/), 'Jane{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
