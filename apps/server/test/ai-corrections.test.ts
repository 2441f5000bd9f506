import { describe, expect, it } from 'vitest';
import {
  checkedNewTexts,
  checkedRewrites,
  keepsFacts,
  namesIn,
  numbersIn,
} from '../src/modules/ai/checks.js';
import { offlineEngine } from '../src/modules/ai/offline/engine.js';
import { proofread } from '../src/modules/ai/offline/proofread.js';

const engine = offlineEngine(() => new Date('2025-06-15T12:00:00Z'));
const PAST = '2024-12';
const describeJob = (description: string, endDate?: string) =>
  engine.description({
    position: 'RN',
    company: 'City',
    startDate: '2020-01',
    endDate,
    description,
  });

/**
 * Corrections by the offline engine (issue 26): spelling, grammar and capitalisation with
 * Harper, tense and action-led openings with the verb tables; numbers, names, products and
 * dates exactly as typed. Each case names its exact expected output.
 */
describe('offline corrections', () => {
  it.each([
    // [typed, corrected]
    ['i do triage and i manage iv lines', 'I do triage and I manage IV lines'],
    [
      'Responsible for 12 nurses at St Marys hospital. we recieved 40 % more patients in 2023',
      'Responsible for 12 nurses at St Marys hospital. We received 40 % more patients in 2023',
    ],
    [
      'Managed the the budget of $40,000 for Acme Corp in Q3 2023.',
      'Managed the budget of $40,000 for Acme Corp in Q3 2023.',
    ],
    [
      'I has trained 5 new staff and definately improved there process',
      'I have trained 5 new staff and definitely improved their process',
    ],
    ['Their was alot of work in the ehr', 'There was a lot of work in the EHR'],
    // British spellings, product names and names stay as typed.
    ['I organised the colour coding of 3 wards.', 'I organised the colour coding of 3 wards.'],
    [
      'worked at Shopify on Nextjs apps with Dr. Okafor',
      'Worked at Shopify on Nextjs apps with Dr. Okafor',
    ],
    // Characters outside the basic plane do not shift a correction.
    ['Led the 😀 team and recieved an award', 'Led the 😀 team and received an award'],
  ])('proofreads "%s"', async (typed, expected) => {
    expect(await proofread(typed)).toBe(expected);
  });

  it('corrects, then leads with the action in the past tense for a past job', async () => {
    expect(await describeJob('i do triage and i manage iv lines', PAST)).toEqual([
      'I do triage and I manage IV lines.',
      'Performed triage and managed IV lines.',
      'Completed triage and managed IV lines.',
    ]);
  });

  it('leads with the action in the present tense for a current job', async () => {
    expect(await describeJob('i do triage and i manage iv lines')).toEqual([
      'I do triage and I manage IV lines.',
      'Perform triage and manage IV lines.',
      'Complete triage and manage IV lines.',
    ]);
  });

  it('moves every joined verb to the tense of the job', async () => {
    expect(
      await describeJob('I organised the colour coding of 3 wards and analysed the data.'),
    ).toEqual([
      'I organised the colour coding of 3 wards and analysed the data.',
      'Organise the colour coding of 3 wards and analyse the data.',
    ]);
  });

  it("asks for a figure with '[number]' where one would help, and never makes one up", async () => {
    expect(
      await describeJob('Improved patient satisfaction and led the team on nights', PAST),
    ).toEqual([
      'Improved patient satisfaction and led the team on nights.',
      'Improved patient satisfaction by [number] % and led the team of [number] on nights.',
    ]);
    expect(await engine.achievement({ text: 'improved handover quality', position: 'RN' })).toEqual(
      ['Improved handover quality.', 'Improved handover quality by [number] %.'],
    );
  });

  it('keeps the figures the user typed in an achievement and repeats none already listed', async () => {
    expect(
      await engine.achievement({ text: 'i cut falls by 40 % on ward 7', position: 'RN' }),
    ).toEqual(['I cut falls by 40 % on ward 7.', 'Cut falls by 40 % on ward 7.']);
    expect(
      await engine.achievement({
        text: 'i cut falls by 40 % on ward 7',
        position: 'RN',
        existing: ['Cut falls by 40 % on ward 7'],
      }),
    ).toEqual(['I cut falls by 40 % on ward 7.']);
  });
});

describe('the checks every AI answer passes', () => {
  it('finds numbers and names as typed', () => {
    expect(
      numbersIn('Cut costs by 8.5% in Q3 2022, 2,500 invoices (2019-2021), [number] %'),
    ).toEqual(['8.5', '3', '2022', '2,500', '2019-2021']);
    expect(
      namesIn('Worked at Shopify with Dr. Okafor on TypeScript. Then I led iOS work.'),
    ).toEqual(['Shopify', 'Dr', 'Okafor', 'TypeScript', 'iOS']);
  });

  it('refuses a rewrite that drops, changes or adds a figure, or drops a name', () => {
    const before = 'Cut waiting times by 40 % at St Marys in 2023.';
    expect(keepsFacts(before, 'Reduced waiting times by 40 % at St Marys in 2023.')).toBe(true);
    expect(keepsFacts(before, 'Reduced waiting times by 45 % at St Marys in 2023.')).toBe(false);
    expect(keepsFacts(before, 'Reduced waiting times at St Marys in 2023.')).toBe(false);
    expect(
      keepsFacts(before, 'Reduced waiting times by 40 % for 300 patients at St Marys in 2023.'),
    ).toBe(false);
    expect(keepsFacts(before, 'Reduced waiting times by 40 % at the hospital in 2023.')).toBe(
      false,
    );
    expect(keepsFacts('Led the team.', 'Led the team of [number].')).toBe(true);
  });

  it('leaves out the text itself, repeats and what is already taken', () => {
    expect(
      checkedRewrites(
        'Cut falls by 40 %',
        [
          'Cut falls by 40 %.',
          'Reduced falls by 40 %.',
          'Lowered falls by 40 %.',
          'Cut falls by 50 %.',
        ],
        ['lowered falls by 40 %'],
      ),
    ).toEqual(['Reduced falls by 40 %.']);
    // A correction of capitals only is a change worth proposing.
    expect(
      checkedRewrites('i manage iv lines', ['I manage IV lines.', 'i manage iv lines.']),
    ).toEqual(['I manage IV lines.']);
    expect(
      checkedNewTexts(['Precepted new nurses', 'Cut falls by 30 %'], ['precepted new nurses.']),
    ).toEqual([]);
  });
});
