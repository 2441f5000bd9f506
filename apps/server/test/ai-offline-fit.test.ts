import { parseResume } from '@shortlist/resume/schema/resume';
import { describe, expect, it } from 'vitest';
import { OCCUPATIONS } from '../src/modules/ai/offline/data/occupations.js';
import { offlineEngine } from '../src/modules/ai/offline/engine.js';

const engine = offlineEngine(() => new Date('2025-06-15T12:00:00Z'));

/**
 * Suggestions that fit the job (issue 26), one row per occupation, each with its written
 * relevance check: skills and certifications the job needs (`skills`, `certifications`:
 * each must be offered), and what belongs to another profession or to no profession in
 * particular (`never`: no suggestion may match). Three rows are outside the curated list
 * and answered from the ESCO taxonomy alone.
 */
type Row = {
  title: string;
  curated: boolean;
  why: string;
  skills: string[];
  certifications: string[];
  never: RegExp;
};
const SOFT_OR_OFFICE =
  /^(Communication|Teamwork|Problem Solving|Microsoft Office|Time Management)$/;
const ROWS: Row[] = [
  {
    title: 'Registered Nurse',
    curated: true,
    why: 'a nurse administers medication and holds BLS; diagnosis and board certification in medicine are a physician’s',
    skills: ['Medication Administration', 'IV Therapy'],
    certifications: ['Basic Life Support (BLS)', 'NCLEX-RN'],
    never: /Diagnosis|Treatment Planning|Internal Medicine|USMLE/,
  },
  {
    title: 'Staff Accountant',
    curated: true,
    why: 'an accountant reconciles ledgers and may hold a CPA; nothing clinical or technical',
    skills: ['Reconciliations', 'General Ledger'],
    certifications: ['Certified Public Accountant (CPA)'],
    never: /Patient|Nursing|Kubernetes/,
  },
  {
    title: 'Commercial Beekeeper',
    curated: false,
    why: 'a beekeeper processes honey and breeds insects; the beekeeping credentials are its own; "commercial" is no real-estate job',
    skills: ['Processing Harvested Honey', 'Breeding Insects'],
    certifications: ['EAS Master Beekeeper Certification', 'BBKA Basic Assessment in Beekeeping'],
    never: /Real Estate|Property|Lease|CPA|Nursing/,
  },
  {
    title: 'Sommelier',
    curated: false,
    why: 'a sommelier recommends and decants wine and sits WSET or Court of Master Sommeliers exams',
    skills: ['Recommending Wines', 'Decanting Wines'],
    certifications: [
      'WSET Level 3 Award in Wines',
      'Court of Master Sommeliers Certified Sommelier',
    ],
    never: /Patient|Software|ServSafe/,
  },
  {
    title: 'Tree Surgeon',
    curated: false,
    why: 'a tree surgeon rigs and fells trees and holds arborist credentials; nothing of a surgeon in medicine',
    skills: ['Carrying Out Aerial Tree Rigging', 'Felling Trees'],
    certifications: ['ISA Certified Arborist'],
    never: /Diagnosis|Patient|Surgery|Medical|USMLE|ACLS/,
  },
  {
    title: 'Veterinary Technician',
    curated: false,
    why: 'a veterinary technician looks after animals and holds a CVT; "technician" is no IT support job',
    skills: ['Preparing Veterinary Anaesthetic Equipment', 'Animal Behaviour'],
    certifications: ['Credentialed Veterinary Technician (CVT)'],
    never: /Troubleshooting|CompTIA|Active Directory|Windows/,
  },
  {
    title: 'Farrier',
    curated: false,
    why: 'a farrier shoes horses and holds the DipWCF or an AFA certificate',
    skills: ['Attaching Horseshoes'],
    certifications: ['Diploma of the Worshipful Company of Farriers (DipWCF)'],
    never: /Patient|Software|Real Estate/,
  },
  {
    title: 'Senior Software Engineer',
    curated: true,
    why: 'a software engineer writes TypeScript and holds cloud developer certificates',
    skills: ['TypeScript', 'Git'],
    certifications: ['AWS Certified Developer – Associate'],
    never: /Patient|Honey|Wine/,
  },
  {
    title: 'Truck Driver',
    curated: true,
    why: 'a truck driver inspects the vehicle and holds a CDL and endorsements',
    skills: ['Vehicle Inspection', 'Route Planning'],
    certifications: ['Hazardous Materials Endorsement (HAZMAT)'],
    never: /Patient|Software|Wine/,
  },
  {
    title: 'High School Teacher',
    curated: true,
    why: 'a teacher plans lessons and manages a classroom',
    skills: ['Lesson Planning', 'Classroom Management'],
    certifications: ['TEFL Certificate'],
    never: /Patient|Kubernetes|Honey/,
  },
  {
    title: 'Corporate Lawyer',
    curated: true,
    why: 'a lawyer drafts contracts and is admitted to the bar; the ESCO reading agrees (same ISCO group)',
    skills: ['Contract Drafting', 'Legal Research'],
    certifications: ['State Bar Admission'],
    never: /Patient|Honey|Forklift/,
  },
  {
    title: 'Sous Chef',
    curated: true,
    why: 'a chef plans menus and holds food safety certificates',
    skills: ['Menu Planning'],
    certifications: ['ServSafe Food Protection Manager'],
    never: /Patient|Software|Wine Cellar/,
  },
  {
    title: 'Midwife',
    curated: false,
    why: 'a midwife cares through pregnancy and birth and holds midwifery credentials',
    skills: ['Pregnancy'],
    certifications: ['Certified Nurse-Midwife (CNM)'],
    never: /Software|Real Estate|Honey/,
  },
];

const lower = (items: string[]) => items.map((i) => i.toLowerCase());

describe('offline suggestions fit the job', () => {
  it('answers for at least 12 occupations, three or more of them outside the curated list', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(12);
    const outside = ROWS.filter((r) => !r.curated);
    expect(outside.length).toBeGreaterThanOrEqual(3);
    // Those rows really are outside the curated list: no curated keyword names them.
    for (const row of outside) {
      const words = row.title.toLowerCase();
      const named = OCCUPATIONS.filter((o) => o.keywords.some((k) => words === k));
      expect(named, row.title).toEqual([]);
    }
  });

  it.each(ROWS)('$title: $why', async ({ title, curated, skills, certifications, never }) => {
    // Only the job title and one position: no skill typed (issue 26).
    const resume = parseResume({
      personalInfo: { jobTitle: title },
      experience: [{ position: title, company: 'Northwind', startDate: '2021-03' }],
    });
    const offered = await engine.skills(resume);
    for (const skill of skills) expect(offered).toContain(skill);
    expect(offered.length).toBeLessThanOrEqual(15);
    expect(new Set(lower(offered)).size).toBe(offered.length);
    for (const s of offered) {
      expect(s).not.toMatch(never);
      // Outside the curated list nothing general is padded in (soft skills, office suites).
      if (!curated) expect(s).not.toMatch(SOFT_OR_OFFICE);
    }

    const certs = await engine.certifications(resume);
    for (const c of certifications) expect(certs).toContain(c);
    for (const c of certs) expect(c).not.toMatch(never);

    // Nothing the resume already has: the offered skills and one certification, listed.
    const listed = parseResume({
      experience: [{ position: title, company: 'Northwind', startDate: '2021-03' }],
      skills: [skills[0]!.toUpperCase()],
      certifications: [`${certifications[0]}, 2021`],
    });
    expect(lower(await engine.skills(listed))).not.toContain(skills[0]!.toLowerCase());
    expect(await engine.certifications(listed)).not.toContain(certifications[0]);

    // Achievements for the position: the job's own, with no figure made up.
    const achievements = await engine.achievement({ text: '', position: title });
    expect(achievements.length).toBeGreaterThan(0);
    for (const a of achievements) {
      expect(a).not.toMatch(never);
      expect(a).not.toMatch(/\d/);
    }
  });

  it('reads the job from the job title alone, with no position or skill', async () => {
    const resume = parseResume({ personalInfo: { jobTitle: 'Beekeeper' } });
    expect(await engine.skills(resume)).toContain('Processing Harvested Honey');
  });

  it('reads the job from what the descriptions say when no title names one', async () => {
    const resume = parseResume({
      experience: [
        {
          position: 'Owner',
          company: 'Golden Acres',
          startDate: '2019-01',
          description: 'I run 300 hives as a beekeeper and sell honey at markets.',
        },
      ],
    });
    expect(await engine.skills(resume)).toContain('Processing Harvested Honey');
  });

  it('puts the latest job first and leaves out jobs it cannot read', async () => {
    const resume = parseResume({
      experience: [
        { position: 'Sommelier', company: 'Le Vin', startDate: '2023-01' },
        { position: 'Registered Nurse', company: 'City', startDate: '2015-01', endDate: '2022-12' },
        { position: 'Odd jobs', company: 'Various', startDate: '2010-01', endDate: '2014-12' },
      ],
    });
    const skills = await engine.skills(resume);
    expect(skills[0]).toBe('Wine Characteristics');
    expect(skills.slice(0, 5).every((s) => !/Patient|Medication/.test(s))).toBe(true);
  });
});
