import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  personal,
  renderBuilder,
  resumeWith,
  storeDraft,
  storedResume,
} from '../../test/render-builder';

const openStep = async (user: ReturnType<typeof renderBuilder>['user'], name: RegExp) => {
  await user.click(await screen.findByRole('button', { name }));
};

describe('Work History', () => {
  it('adds and removes positions; the first cannot be removed', async () => {
    const { user } = renderBuilder();
    await openStep(user, /2\. Work/);
    const first = screen.getByRole('region', { name: 'Position 1' });
    expect(within(first).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Another Position' }));
    const second = await screen.findByRole('region', { name: 'Position 2' });
    await expect.poll(() => document.activeElement).toBe(within(second).getByLabelText(/^Company/));
    expect(storedResume().experience).toHaveLength(2);
    await user.click(within(second).getByRole('button', { name: 'Remove Position 2' }));
    expect(screen.queryByRole('region', { name: 'Position 2' })).toBeNull();
    expect(storedResume().experience).toHaveLength(1);
  });

  it('grows the achievements list and uses month inputs for dates', async () => {
    const { user } = renderBuilder();
    await openStep(user, /2\. Work/);
    expect(screen.getByLabelText(/^Start Date/)).toHaveAttribute('type', 'month');
    await user.type(screen.getByLabelText('Position 1, achievement 1'), 'Cut costs 20%');
    await user.click(screen.getByRole('button', { name: '+ Add Achievement' }));
    await user.type(screen.getByLabelText('Position 1, achievement 2'), 'Led 5 people');
    expect(storedResume().experience[0]?.achievements).toEqual(['Cut costs 20%', 'Led 5 people']);
    await user.click(screen.getByRole('button', { name: 'Remove achievement 1 of Position 1' }));
    expect(storedResume().experience[0]?.achievements).toEqual(['Led 5 people']);
  });
});

describe('Education', () => {
  it('toggles CGPA and honors per card', async () => {
    const { user } = renderBuilder();
    await openStep(user, /3\. Education/);
    expect(screen.queryByLabelText('CGPA')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add CGPA / Honors' }));
    await user.type(screen.getByLabelText('CGPA'), '3.9');
    expect(screen.getByLabelText('Honors')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide CGPA / Honors' }));
    expect(screen.queryByLabelText('CGPA')).toBeNull();
    expect(storedResume().education[0]?.gpa).toBe('3.9');
    expect(screen.getByLabelText(/^Graduation Year/)).toHaveAttribute('placeholder', 'YYYY');
  });

  it('adds a second education card that can be removed', async () => {
    const { user } = renderBuilder();
    await openStep(user, /3\. Education/);
    expect(
      within(screen.getByRole('region', { name: 'Education 1' })).queryByRole('button', {
        name: /Remove/,
      }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Another Education' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Education 2' })).getByRole('button', {
        name: /Remove/,
      }),
    );
    expect(storedResume().education).toHaveLength(1);
  });
});

describe('Skills', () => {
  it('normalises the comma line on leaving it', async () => {
    const { user } = renderBuilder();
    await openStep(user, /4\. Skills/);
    const line = screen.getByRole('textbox', { name: /^Skills/ });
    await user.type(line, ' SQL,, Figma , sql,Python,');
    expect(line).toHaveValue(' SQL,, Figma , sql,Python,');
    await user.tab();
    expect(line).toHaveValue('SQL, Figma, Python');
    expect(storedResume().skills).toEqual(['SQL', 'Figma', 'Python']);
  });

  it('adds a skill manually and skips a duplicate', async () => {
    storeDraft(resumeWith({ personalInfo: personal, skills: ['SQL'] }));
    const { user } = renderBuilder();
    await openStep(user, /4\. Skills/);
    await user.type(screen.getByLabelText('Add a Skill Manually'), 'Figma{Enter}');
    await user.type(screen.getByLabelText('Add a Skill Manually'), 'sql');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('That skill is already in your list.')).toBeInTheDocument();
    expect(storedResume().skills).toEqual(['SQL', 'Figma']);
    expect(screen.getByRole('textbox', { name: /^Skills/ })).toHaveValue('SQL, Figma');
  });
});

describe('Interests', () => {
  it('adds chips, ignores blanks and duplicates, removes a chip', async () => {
    const { user } = renderBuilder();
    await openStep(user, /5\. Interests/);
    const input = screen.getByLabelText('Add an Interest');
    await user.type(input, 'Chess{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'chess{Enter}');
    expect(await screen.findByText('That interest is already in your list.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Hiking{Enter}');
    const chips = screen.getByRole('list', { name: 'Your interests' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chess', 'Hiking']);
    await user.click(screen.getByRole('button', { name: 'Remove Chess' }));
    expect(storedResume().interests).toEqual(['Hiking']);
  });
});

describe('Additional Sections', () => {
  it('adds and removes certifications and custom sections', async () => {
    const { user } = renderBuilder();
    await openStep(user, /6\. More/);
    await user.click(screen.getByRole('button', { name: 'Add Certification' }));
    await user.type(await screen.findByLabelText('Certification'), 'PMP, PMI, 2022');
    await user.click(screen.getByRole('button', { name: 'Add Custom Section' }));
    const custom = await screen.findByRole('region', { name: 'Custom Section 1' });
    await user.type(within(custom).getByLabelText('Section Title'), 'Languages');
    await user.type(within(custom).getByLabelText('Content'), 'German (C1)');
    expect(storedResume()).toMatchObject({
      certifications: ['PMP, PMI, 2022'],
      additionalSections: [{ title: 'Languages', content: 'German (C1)' }],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Certification 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Custom Section 1' }));
    expect(storedResume()).toMatchObject({ certifications: [], additionalSections: [] });
  });
});

describe('dates', () => {
  it("names what an empty end date shows in the resume's language", async () => {
    storeDraft(resumeWith({ locale: 'de' }));
    const { user } = renderBuilder();
    await openStep(user, /2\. Work/);
    const card = screen.getByRole('region', { name: 'Position 1' });
    expect(within(card).getByText(/it shows as ‘heute’/)).toBeInTheDocument();
  });

  it("shows 'End date is before start date' at the field, and an out-of-range graduation year", async () => {
    const { user } = renderBuilder();
    await openStep(user, /2\. Work/);
    const card = screen.getByRole('region', { name: 'Position 1' });
    await user.type(within(card).getByLabelText(/^Start Date/), '2022-05');
    await user.type(within(card).getByLabelText(/^End Date/), '2021-03');
    expect(within(card).getByRole('alert')).toHaveTextContent('End date is before start date');
    await user.clear(within(card).getByLabelText(/^End Date/));
    await user.type(within(card).getByLabelText(/^End Date/), '2023-01');
    expect(within(card).queryByRole('alert')).toBeNull();
    await openStep(user, /3\. Education/);
    await user.type(screen.getByLabelText(/^Graduation Year/), '1900');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Graduation year must be between 1950 and ${new Date().getUTCFullYear() + 10}`,
    );
  });
});

describe('Personal Information', () => {
  it('keeps the optional job title shown under the name in every document', async () => {
    const { user } = renderBuilder();
    await user.type(await screen.findByLabelText(/^Job Title/), 'Staff Engineer');
    await expect.poll(() => storedResume().personalInfo.jobTitle).toBe('Staff Engineer');
  });
});

describe('text direction', () => {
  it('lets every text the user types run in its own direction (Arabic right to left)', async () => {
    const { user } = renderBuilder();
    const name = await screen.findByLabelText(/^Full Name/);
    await user.type(name, 'ليلى حداد');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('About Resume')).toHaveAttribute('dir', 'auto');
    await openStep(user, /2\. Work/);
    expect(screen.getByLabelText('Position 1, achievement 1')).toHaveAttribute('dir', 'auto');
    await openStep(user, /4\. Skills/);
    expect(screen.getByLabelText('Add a Skill Manually')).toHaveAttribute('dir', 'auto');
    await openStep(user, /6\. More/);
    await user.click(screen.getByRole('button', { name: 'Add Certification' }));
    expect(await screen.findByLabelText('Certification')).toHaveAttribute('dir', 'auto');
    await user.click(screen.getByRole('button', { name: 'Add Custom Section' }));
    const custom = await screen.findByRole('region', { name: 'Custom Section 1' });
    for (const label of ['Section Title', 'Content'])
      expect(within(custom).getByLabelText(label)).toHaveAttribute('dir', 'auto');
  });
});
