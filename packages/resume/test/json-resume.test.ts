import { describe, expect, it } from 'vitest';
import { detectFormat } from '../src/json-resume/detect';
import { ResumeImportError } from '../src/json-resume/errors';
import { toJsonResume } from '../src/json-resume/export';
import { importResume, importResumeWithReport } from '../src/json-resume/import';
import { parseResume, type Resume } from '../src/schema/resume';
import { fixtures } from './helpers/fixtures';

/** Our fields with a JSON Resume counterpart; optional empties and empty achievements compare equal. */
const mapped = (resume: Resume) => ({
  ...resume,
  personalInfo: {
    ...resume.personalInfo,
    portfolioUrl: resume.personalInfo.portfolioUrl ?? '',
    aboutMe: resume.personalInfo.aboutMe ?? '',
    additionalDetails: resume.personalInfo.additionalDetails ?? '',
  },
  experience: resume.experience.map((job) => ({
    ...job,
    endDate: job.endDate ?? '',
    achievements: job.achievements.filter((item) => item.trim()).length
      ? job.achievements.filter((item) => item.trim())
      : [''],
  })),
  education: resume.education.map((school) => ({
    ...school,
    gpa: school.gpa ?? '',
    honors: school.honors ?? '',
  })),
});

const sample = {
  basics: {
    name: 'Richard Hendriks',
    label: 'Programmer',
    email: 'richard@piedpiper.example',
    phone: '(912) 555-4321',
    url: 'http://richardhendricks.example.com',
    summary: 'Richard hails from Tulsa.',
    location: {
      address: '2712 Broadway St',
      postalCode: 'CA 94115',
      city: 'San Francisco',
      countryCode: 'US',
      region: 'California',
    },
    profiles: [
      {
        network: 'Twitter',
        username: 'neutralthoughts',
        url: 'https://twitter.example/neutralthoughts',
      },
    ],
  },
  work: [
    {
      name: 'Pied Piper',
      position: 'CEO/President',
      startDate: '2013-12-01',
      endDate: '2014-12',
      summary: 'Pied Piper is a multi-platform technology.',
      highlights: ['Build an algorithm', 'Won TechCrunch Disrupt'],
      unknownField: 'ignored',
    },
  ],
  education: [
    {
      institution: 'University of Oklahoma',
      area: 'Information Technology',
      studyType: 'Bachelor',
      startDate: '2011-06-01',
      endDate: '2014-01-01',
      score: '4.0',
      courses: ['DB1101 - Basic SQL'],
    },
  ],
  awards: [
    {
      title: 'Digital Compression Pioneer Award',
      date: '2014-11-01',
      awarder: 'Techcrunch',
      summary: 'There is no spoon.',
    },
    { title: 'Summa cum laude', awarder: 'University of Oklahoma' },
  ],
  certificates: [{ name: 'Certified Kubernetes Administrator', issuer: 'CNCF' }],
  skills: [{ name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS', 'Javascript'] }],
  languages: [{ language: 'English', fluency: 'Native speaker' }],
  interests: [{ name: 'Wildlife', keywords: ['Ferrets'] }],
  projects: [{ name: 'Miss Direction', description: 'A mapping engine' }],
};

describe('JSON Resume', () => {
  it('detects the format', () => {
    expect(detectFormat(sample)).toBe('json-resume');
    expect(detectFormat(fixtures[0]?.resume)).toBe('shortlist');
    expect(detectFormat({ hello: 'world' })).toBe('unknown');
    expect(detectFormat([])).toBe('unknown');
    expect(detectFormat('text')).toBe('unknown');
  });

  it('imports every field with a counterpart', () => {
    const resume = importResume(sample);
    expect(resume.personalInfo).toEqual({
      fullName: 'Richard Hendriks',
      jobTitle: 'Programmer',
      email: 'richard@piedpiper.example',
      phone: '(912) 555-4321',
      location: '2712 Broadway St, San Francisco, California, US',
      portfolioUrl: 'http://richardhendricks.example.com',
      aboutMe: 'Richard hails from Tulsa.',
      additionalDetails: '',
    });
    expect(resume.experience).toEqual([
      {
        company: 'Pied Piper',
        position: 'CEO/President',
        startDate: '2013-12-01',
        endDate: '2014-12',
        description: 'Pied Piper is a multi-platform technology.',
        achievements: ['Build an algorithm', 'Won TechCrunch Disrupt'],
      },
    ]);
    expect(resume.education[0]).toEqual({
      school: 'University of Oklahoma',
      degree: 'Bachelor',
      fieldOfStudy: 'Information Technology',
      graduationYear: '2014',
      description: 'Courses: DB1101 - Basic SQL',
      gpa: '4.0',
      honors: 'Summa cum laude',
    });
    expect(resume.skills).toEqual(['HTML', 'CSS', 'Javascript']);
    expect(resume.interests).toEqual(['Wildlife']);
    expect(resume.certifications).toEqual(['Certified Kubernetes Administrator']);
    expect(resume.additionalSections.map((section) => section.title)).toEqual([
      'Languages',
      'Awards',
      'Projects',
      'Profiles',
    ]);
    expect(resume.additionalSections[1]?.content).toContain('Digital Compression Pioneer Award');
  });

  it('takes a skill group without keywords by its name, and skills from every group', () => {
    const resume = importResume({
      basics: { name: 'A' },
      skills: [
        { name: 'Frontend', keywords: ['React', 'CSS'] },
        { name: 'Leadership' },
        { name: 'Backend', keywords: ['Go', 'React'] },
      ],
    });
    expect(resume.skills).toEqual(['React', 'CSS', 'Leadership', 'Go']);
  });

  it('reports every value it had to cut, and keeps what fits', () => {
    const { resume, report } = importResumeWithReport({
      basics: { name: 'N'.repeat(250), label: 'Engineer' },
      work: Array.from({ length: 62 }, (_, i) => ({
        name: `Company ${i}`,
        highlights: Array.from({ length: 55 }, (_, j) => `Highlight ${j}`),
      })),
      skills: [{ name: 'All', keywords: Array.from({ length: 120 }, (_, i) => `Skill ${i}`) }],
      interests: [{ name: 'x'.repeat(600) }],
    });
    expect(resume.personalInfo.fullName).toBe('N'.repeat(200));
    expect(resume.personalInfo.jobTitle).toBe('Engineer');
    expect(resume.experience).toHaveLength(50);
    expect(resume.experience[0]?.achievements).toHaveLength(50);
    expect(resume.skills).toHaveLength(100);
    expect(resume.interests[0]).toHaveLength(500);
    expect(report).toEqual(
      expect.arrayContaining([
        'basics.name: 250 characters, the first 200 kept',
        'work: 62 entries, the first 50 kept',
        'work[0].highlights: 55 entries, the first 50 kept',
        'skills: 120 entries, the first 100 kept',
        'interests[0]: 600 characters, the first 500 kept',
      ]),
    );
    expect(report).toHaveLength(4 + 50);
    expect(importResumeWithReport(sample).report).toEqual([]);
  });

  it('accepts a location given as a string', () => {
    expect(
      importResume({ basics: { name: 'A', location: 'Berlin, Germany' } }).personalInfo.location,
    ).toBe('Berlin, Germany');
  });

  it.each(fixtures)('round-trips every mapped field of $name', ({ resume }) => {
    const exported = JSON.parse(JSON.stringify(toJsonResume(resume)));
    expect(detectFormat(exported)).toBe('json-resume');
    expect(mapped(importResume(exported))).toEqual(mapped(resume));
  });

  it('round-trips the design and the sections (issue 25); a bad one is left out', () => {
    const resume = parseResume({
      ...fixtures[0]!.resume,
      templateId: 'template-5',
      design: { accentColor: '#0b7a3e', fontFamily: 'serif', fontSize: 11.5, fitToPages: 1 },
      sections: { order: ['education'], hidden: ['interests'], titles: { skills: 'Toolbox' } },
    });
    const exported = JSON.parse(JSON.stringify(toJsonResume(resume)));
    const back = importResume(exported);
    expect(back.templateId).toBe('template-5');
    expect(back.design).toEqual(resume.design);
    expect(back.sections).toEqual(resume.sections);

    exported.meta.shortlist.design = { fontSize: 99 };
    expect(importResume(exported).design).toBeUndefined();
  });

  it('round-trips JSON Resume through our format', () => {
    const once = toJsonResume(importResume(sample));
    expect(toJsonResume(importResume(JSON.parse(JSON.stringify(once))))).toEqual(once);
  });

  it.each([
    ['not an object', 42, /Not a resume/],
    ['an unrelated object', { foo: 1 }, /Not a resume/],
    ['a wrongly typed JSON Resume', { basics: { name: 12 } }, /Invalid JSON Resume: basics.name/],
    [
      'a wrongly typed resume of ours',
      { personalInfo: { email: ['x'] } },
      /Invalid resume: personalInfo.email/,
    ],
  ])('rejects %s with a clear message', (_, input, message) => {
    expect(() => importResume(input)).toThrow(ResumeImportError);
    expect(() => importResume(input)).toThrow(message);
  });
});
