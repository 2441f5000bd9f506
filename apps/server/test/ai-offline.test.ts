import { parseResume } from '@shortlist/resume/schema/resume';
import { describe, expect, it } from 'vitest';
import { OCCUPATIONS } from '../src/modules/ai/offline/data/occupations.js';
import { offlineEngine } from '../src/modules/ai/offline/engine.js';

/**
 * For each occupation of the dataset: a job title as a person would write it, a skill and a
 * certification a recruiter would expect to be suggested for it.
 */
const EXPECTED: Record<string, [title: string, skill: string, certification: string]> = {
  software: ['Senior Software Developer', 'TypeScript', 'AWS Certified Developer – Associate'],
  data: ['Data Analyst', 'SQL', 'Google Data Analytics Professional Certificate'],
  devops: ['DevOps Engineer', 'Kubernetes', 'Certified Kubernetes Administrator (CKA)'],
  cybersecurity: ['Cybersecurity Analyst', 'Incident Response', 'CompTIA Security+'],
  'it-support': ['Help Desk Technician', 'Troubleshooting', 'CompTIA A+'],
  nursing: ['RN', 'Medication Administration', 'Basic Life Support (BLS)'],
  medicine: ['Physician', 'Diagnosis', 'Advanced Trauma Life Support (ATLS)'],
  pharmacy: ['Pharmacist', 'Patient Counseling', 'Certified Pharmacy Technician (CPhT)'],
  dental: ['Dental Hygienist', 'Periodontal Charting', 'Registered Dental Hygienist (RDH)'],
  physiotherapy: ['Physiotherapist', 'Manual Therapy', 'Dry Needling Certification'],
  teaching: ['High School Teacher', 'Lesson Planning', 'TEFL Certificate'],
  accounting: ['Staff Accountant', 'Reconciliations', 'Certified Public Accountant (CPA)'],
  finance: ['Financial Analyst', 'Financial Modeling', 'Chartered Financial Analyst (CFA)'],
  sales: ['Account Executive', 'Negotiation', 'HubSpot Inbound Sales Certification'],
  marketing: ['Digital Marketing Manager', 'SEO', 'Google Ads Certification'],
  hr: ['HR Generalist', 'Onboarding', 'SHRM Certified Professional (SHRM-CP)'],
  logistics: ['Supply Chain Coordinator', 'Inventory Control', 'Lean Six Sigma Green Belt'],
  construction: ['Site Supervisor', 'Site Safety', 'OSHA 30-Hour Construction'],
  electrician: ['Journeyman Electrician', 'Electrical Wiring', 'Master Electrician License'],
  mechanic: ['Auto Mechanic', 'Brake Repair', 'ASE Certified Master Automobile Technician'],
  plumbing: ['Plumber', 'Leak Detection', 'Journeyman Plumber License'],
  'graphic-design': [
    'Graphic Designer',
    'Typography',
    'Adobe Certified Professional: Visual Design',
  ],
  'ux-design': ['UX Designer', 'Usability Testing', 'Google UX Design Professional Certificate'],
  hospitality: ['Front Desk Agent', 'Guest Relations', 'Certified Hotel Administrator (CHA)'],
  culinary: ['Sous Chef', 'Menu Planning', 'ServSafe Food Protection Manager'],
  retail: ['Retail Store Manager', 'Merchandising', 'Loss Prevention Qualified (LPQ)'],
  'customer-service': [
    'Customer Service Agent',
    'De-escalation',
    'Certified Customer Service Professional (CCSP)',
  ],
  law: ['Corporate Lawyer', 'Contract Drafting', 'State Bar Admission'],
  paralegal: ['Paralegal', 'E-Filing', 'Certified Paralegal (CP)'],
  research: ['Research Scientist', 'Experimental Design', 'Good Laboratory Practice (GLP)'],
  'project-management': [
    'Project Manager',
    'Risk Management',
    'Project Management Professional (PMP)',
  ],
  'product-management': ['Product Owner', 'Roadmapping', 'Certified Scrum Product Owner (CSPO)'],
  administration: [
    'Executive Assistant',
    'Calendar Management',
    'Microsoft Office Specialist (MOS)',
  ],
  'civil-engineering': ['Civil Engineer', 'AutoCAD', 'Professional Engineer (PE) License'],
  'mechanical-engineering': [
    'Mechanical Engineer',
    'SolidWorks',
    'Certified SolidWorks Professional (CSWP)',
  ],
  'electrical-engineering': ['Electrical Engineer', 'Circuit Design', 'Engineer in Training (EIT)'],
  'social-work': ['Social Worker', 'Crisis Intervention', 'Licensed Clinical Social Worker (LCSW)'],
  psychology: [
    'Mental Health Counselor',
    'Cognitive Behavioral Therapy',
    'National Certified Counselor (NCC)',
  ],
  journalism: ['Journalist', 'Fact-Checking', 'Poynter ACES Certificate in Editing'],
  architecture: ['Architect', 'Revit', 'LEED Accredited Professional'],
  'real-estate': ['Realtor', 'Property Valuation', 'Real Estate Broker License'],
  driving: ['Truck Driver', 'Vehicle Inspection', 'Hazardous Materials Endorsement (HAZMAT)'],
  security: ['Security Guard', 'Access Control', 'Certified Protection Professional (CPP)'],
  manufacturing: ['Machine Operator', 'Quality Inspection', 'Lean Six Sigma Yellow Belt'],
  consulting: [
    'Management Consultant',
    'Business Analysis',
    'Certified Management Consultant (CMC)',
  ],
  fitness: ['Personal Trainer', 'Strength Training', 'ACE Certified Personal Trainer'],
  childcare: ['Nanny', 'Child Development', 'Child Development Associate (CDA)'],
};

const engine = offlineEngine(() => new Date('2025-06-15T12:00:00Z'));
const lower = (items: string[]) => items.map((i) => i.toLowerCase());
const resumeAs = (position: string, extra: Record<string, unknown> = {}) =>
  parseResume({ experience: [{ position, company: 'Northwind', startDate: '2021-03' }], ...extra });

describe('the offline engine', () => {
  it('covers at least 40 occupations, each named in this test', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(EXPECTED).sort()).toEqual(OCCUPATIONS.map((o) => o.id).sort());
  });

  it.each(OCCUPATIONS.map((o) => [o.id, ...EXPECTED[o.id]!] as const))(
    '%s: "%s" gets %s and %s, nothing repeated or already present',
    async (id, title, skill, certification) => {
      const occupation = OCCUPATIONS.find((o) => o.id === id)!;
      // The resume already lists one of the occupation's skills and one certification.
      const present = occupation.skills.find((s) => s !== skill)!;
      const held = occupation.certifications.find((c) => c !== certification)!;
      const resume = resumeAs(title, { skills: [present.toUpperCase()], certifications: [held] });

      const skills = await engine.skills(resume);
      expect(skills).toContain(skill);
      expect(skills.length).toBeLessThanOrEqual(15);
      expect(new Set(lower(skills)).size).toBe(skills.length);
      expect(lower(skills)).not.toContain(present.toLowerCase());

      const certifications = await engine.certifications(resume);
      expect(certifications).toContain(certification);
      expect(certifications.length).toBeGreaterThanOrEqual(5);
      expect(new Set(lower(certifications)).size).toBe(certifications.length);
      expect(certifications).not.toContain(held);
      for (const c of certifications) expect(c.length).toBeLessThanOrEqual(250);

      const interests = await engine.interests(resumeAs(title, { interests: ['reading'] }));
      expect(interests.length).toBe(15);
      expect(lower(interests)).not.toContain('reading');
      expect(interests).toContain(occupation.interests.find((i) => i !== 'Reading'));

      const achievements = await engine.achievement({ text: '', position: title });
      expect(achievements).toHaveLength(3);
      expect(achievements[0]).toBe(occupation.achievements[0]);
      for (const a of achievements) {
        expect(a.length).toBeLessThanOrEqual(100);
        // Patterns make up no figures: no percentages, amounts or counts.
        expect(a).not.toMatch(/%|\$\s*\d|\b\d+\b/);
      }
    },
  );

  it('reads synonyms: RN is nursing, developer is software', async () => {
    expect(await engine.skills(resumeAs('RN'))).toContain('Patient Care');
    expect(await engine.skills(resumeAs('Developer'))).toContain('JavaScript');
    expect(await engine.certifications(resumeAs('Staff RN, ICU'))).toContain(
      'Critical Care Registered Nurse (CCRN)',
    );
  });

  it('matches degrees and skills when there is no position', async () => {
    const resume = parseResume({
      education: [{ degree: 'LLB', fieldOfStudy: 'Law' }],
      skills: ['Legal Research'],
    });
    expect(await engine.skills(resume)).toContain('Contract Drafting');
    expect(await engine.skills(resume)).not.toContain('Legal Research');
  });

  it('suggests nothing for a resume that names no job, study or occupation', async () => {
    expect(await engine.skills(parseResume({}))).toEqual([]);
    expect(await engine.certifications(parseResume({}))).toEqual([]);
  });

  const DESCRIPTION =
    'Responsible for managing a ward of 24 beds and 3 shifts. Worked on the sepsis protocol with Dr. Okafor in 2023. Helped with training 5 new nurses at St. Mary’s.';

  it('rewrites weak openings with strong verbs in the present tense for a current job', async () => {
    const rewrites = await engine.description({
      position: 'RN',
      company: 'St. Mary’s',
      startDate: '2022-01',
      description: DESCRIPTION,
    });
    // The first is the text corrected (here: nothing to correct), then the action-led ones.
    expect(rewrites).toEqual([
      DESCRIPTION,
      'Manage a ward of 24 beds and 3 shifts. Develop the sepsis protocol with Dr. Okafor in 2023. Support training 5 new nurses at St. Mary’s.',
      'Manage a ward of 24 beds and 3 shifts. Deliver the sepsis protocol with Dr. Okafor in 2023. Contribute to training 5 new nurses at St. Mary’s.',
    ]);
  });

  it('writes in the past tense for a past job (end date before today)', async () => {
    const [, led] = await engine.description({
      position: 'RN',
      company: 'St. Mary’s',
      startDate: '2019-01',
      endDate: '2024-12',
      description: DESCRIPTION,
    });
    expect(led).toBe(
      'Managed a ward of 24 beds and 3 shifts. Developed the sepsis protocol with Dr. Okafor in 2023. Supported training 5 new nurses at St. Mary’s.',
    );
  });

  it('treats an end date in the future as a current job', async () => {
    const rewrites = await engine.description({
      position: 'Chef',
      company: 'Bistro',
      startDate: '2020-01',
      endDate: '2030-01',
      description: 'Cooked for 120 guests a night.',
    });
    expect(rewrites).toContain('Cook for 120 guests a night.');
  });

  const NUMBERED = [
    'Responsible for a budget of $1.2M across 14 stores; cut costs by 8.5% in Q3 2022.',
    'Worked on 3 releases per month and 99.9% uptime.',
    'helped with 40 audits (2019-2021) and 2,500 invoices',
    'Led a team of 7. Grew revenue from 350k to 410k.',
  ];
  it.each(NUMBERED)('keeps every number of "%s" in every rewrite', async (text) => {
    const numbers = text.match(/\d+(?:[.,]\d+)*/g)!;
    const rewrites = [
      ...(await engine.description({
        position: 'Manager',
        company: 'Acme',
        startDate: '2020-01',
        endDate: '2022-01',
        description: text,
      })),
      ...(await engine.description({
        position: 'Manager',
        company: 'Acme',
        startDate: '2020-01',
        description: text,
      })),
      ...(await engine.achievement({ text, position: 'Manager' })),
    ];
    for (const rewrite of rewrites) {
      if (rewrite.endsWith('...')) continue; // cut to the achievement's 100 characters
      for (const n of numbers) expect(rewrite).toContain(n);
      // No figure that was not in the input.
      for (const n of rewrite.match(/\d+(?:[.,]\d+)*/g) ?? []) expect(numbers).toContain(n);
    }
  });

  it("writes education descriptions starting 'I learned', from the field of study", async () => {
    const texts = await engine.education({
      degree: 'BSc',
      fieldOfStudy: 'Nursing',
      school: 'King’s College',
      description: 'i did a placement in 2 hospitals',
    });
    expect(texts).toHaveLength(3);
    for (const t of texts) {
      expect(t).toMatch(/^I learned /);
      expect(t.length).toBeLessThanOrEqual(600);
      expect(t).toContain('King’s College');
      expect(t).toContain('I did a placement in 2 hospitals.');
    }
    expect(texts[0]).toContain('Patient Care');
  });

  it('enhances a resume: corrected, action-led descriptions and achievements, nothing invented', async () => {
    const resume = parseResume({
      personalInfo: { fullName: 'Ada', aboutMe: '' },
      experience: [
        {
          position: 'Accountant',
          company: 'Ledger & Co',
          startDate: '2018-01',
          endDate: '2021-01',
          description: 'Responsible for closing the books for 12 entities.',
          achievements: ['i reconciled 40 accounts a month'],
        },
      ],
      skills: ['Excel', 'excel', 'GAAP'],
    });
    const result = await engine.enhance(resume);
    expect(result.experience[0]).toBe('Closed the books for 12 entities.');
    expect(result.achievements).toEqual([['Reconciled 40 accounts a month.']]);
    expect(result.skills).toEqual(['Excel', 'GAAP']);
    expect(result.aboutMe).toBe(
      'I am an Accountant with experience at Ledger & Co, skilled in Excel and GAAP.',
    );
  });

  it('corrects an about-me as written instead of replacing it', async () => {
    const resume = parseResume({
      personalInfo: { fullName: 'Ada', aboutMe: 'calm under pressure, i recieved 3 awards' },
      experience: [{ position: 'RN', company: 'City', startDate: '2020-01' }],
    });
    expect((await engine.enhance(resume)).aboutMe).toBe(
      'Calm under pressure, I received 3 awards.',
    );
  });
});
