import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftCoverLetter } from '../src/match/cover-letter';
import { extractTerms, postingTitle } from '../src/match/extract';
import { matchResume, rematch, scoreOf } from '../src/match/match';
import { suggestTerms } from '../src/match/suggest';
import { words } from '../src/match/words';
import { parseResume, type ResumeInput } from '../src/schema/resume';

const posting = (name: string) =>
  readFileSync(new URL(`./fixtures/match/${name}-posting.txt`, import.meta.url), 'utf8');
const FRONTEND = posting('frontend');
const NURSE = posting('nurse');

const frontendDev = (skills: string[], extra: Partial<ResumeInput> = {}) =>
  parseResume({
    personalInfo: { fullName: 'Ada Park', jobTitle: 'Front-end Engineer' },
    experience: [
      {
        position: 'Frontend Developer',
        company: 'Shopwise',
        startDate: '2021-03',
        description: 'Built a Next.js storefront on RESTful services.',
        achievements: ['Cut page load time by 40% by splitting bundles'],
      },
    ],
    education: [{ degree: 'B.Sc.', fieldOfStudy: 'Computer Science', school: 'Leeds University' }],
    skills,
    ...extra,
  });

const terms = (text: string) =>
  extractTerms(text).map((t) => `${t.term}|${t.kind}|${t.required ? 'required' : 'preferred'}`);

describe('words of a posting and a resume', () => {
  it('writes one thing one way', () => {
    expect(words('B.S. and M.B.A., B.Sc., Ph.D.')).toEqual(['bs', 'and', 'mba', 'bsc', 'phd']);
    expect(words('Front-end engineers, .NET, C++, C#, Node.js, CI/CD, MS Excel')).toEqual([
      'frontend',
      'engineer',
      'dotnet',
      'c++',
      'c#',
      'node.js',
      'ci',
      'cd',
      'microsoft',
      'excel',
    ]);
  });

  it('reads the job title from the first line', () => {
    expect(postingTitle('Senior Frontend Engineer – Acme (Remote)\n...')).toBe('Frontend Engineer');
    expect(postingTitle('Job title: Staff Accountant II\n')).toBe('Accountant');
    expect(postingTitle('We are hiring!\nA nurse')).toBeUndefined();
  });
});

describe('terms of a posting', () => {
  it('a frontend posting: title, degree, skills; required by heading and preferred by "nice to have"', () => {
    expect(terms(FRONTEND)).toEqual([
      'Frontend Engineer|title|required',
      'JavaScript|skill|required',
      'TypeScript|skill|required',
      'React|skill|required',
      'CSS|skill|required',
      "Bachelor's Degree|education|required",
      'Computer Science|education|required',
      'REST APIs|skill|required',
      'Git|skill|required',
      'GraphQL|skill|preferred',
      'AWS|skill|preferred',
      'Docker|skill|preferred',
      'Accessibility|skill|preferred',
    ]);
  });

  it('a nurse posting: abbreviations read as their terms (RN, ICU, EHR), credentials, "Preferred:"', () => {
    expect(terms(NURSE)).toEqual([
      'Registered Nurse|title|required',
      'Intensive Care|skill|required',
      'Patient Care|skill|required',
      'Medication Administration|skill|required',
      'IV Therapy|skill|required',
      'Wound Care|skill|required',
      'Electronic Health Records|skill|required',
      'Epic|skill|required',
      'BLS|other|required',
      'ACLS|other|required',
      'BSN|education|required',
      'Telemetry|skill|required',
      'PALS|other|preferred',
      'Infection Control|skill|preferred',
    ]);
  });

  it('a sentence cue wins over its section, and a term required anywhere is required', () => {
    const text =
      'Requirements:\nPython is a plus.\nSQL.\n\nNice to have:\nDocker is required for this role. SQL again.';
    expect(terms(text)).toEqual([
      'Python|skill|preferred',
      'SQL|skill|required',
      'Docker|skill|required',
    ]);
  });

  it('common words are not taken for abbreviations or names ("rust", "MS Office", "US")', () => {
    expect(
      terms('Requirements:\nNo rust on the tools. MS Office. Based in the US. HIPAA and SOX.'),
    ).toEqual(['Microsoft Office|skill|required', 'HIPAA|skill|required', 'SOX|other|required']);
  });
});

describe('the match of a resume and a posting', () => {
  it('finds terms by synonyms and abbreviations (JS ~ JavaScript, RN ~ Registered Nurse, B.Sc. ~ Bachelor)', () => {
    const result = matchResume(frontendDev(['JS', 'React', 'Git', 'Docker']), FRONTEND);
    const found = result.terms.filter((t) => t.found).map((t) => t.term);
    expect(found).toEqual([
      'Frontend Engineer',
      "Bachelor's Degree",
      'Computer Science',
      'JavaScript',
      'React',
      'REST APIs',
      'Git',
      'Docker',
    ]);
    expect(result.missing).toEqual(['TypeScript', 'CSS', 'Accessibility', 'GraphQL', 'AWS']);
    // 7 of 9 required (80 × 7/9 = 62.2) and 1 of 4 preferred (20 × 1/4 = 5).
    expect(result.score).toBe(67);

    const nurse = parseResume({
      personalInfo: { fullName: 'Sam Okafor', jobTitle: 'RN' },
      skills: ['Patient care', 'EMR'],
    });
    const nurseMatch = matchResume(nurse, NURSE);
    expect(nurseMatch.terms.filter((t) => t.found).map((t) => t.term)).toEqual([
      'Registered Nurse',
      'Patient Care',
      'Electronic Health Records',
    ]);
  });

  it('adding a missing term raises the score, each time, until every term is there', () => {
    let skills = ['JS', 'React', 'Git', 'Docker'];
    let last = matchResume(frontendDev(skills), FRONTEND);
    while (last.missing.length > 0) {
      skills = [...skills, last.missing[0]!];
      const next = matchResume(frontendDev(skills), FRONTEND);
      expect(next.score).toBeGreaterThan(last.score);
      expect(next.missing).toEqual(last.missing.slice(1));
      last = next;
    }
    expect(last.score).toBe(100);
  });

  it('every required term scores at least 80; an unrelated resume at most 30', () => {
    const required = matchResume(
      frontendDev(['JavaScript', 'TypeScript', 'React', 'CSS', 'Git']),
      FRONTEND,
    );
    expect(required.terms.filter((t) => t.required).every((t) => t.found)).toBe(true);
    expect(required.score).toBeGreaterThanOrEqual(80);

    const baker = parseResume({
      personalInfo: { fullName: 'Jo Baker', jobTitle: 'Pastry Chef' },
      experience: [
        { position: 'Pastry Chef', company: 'Le Four', description: 'Laminated dough daily.' },
      ],
      skills: ['Laminating', 'Sourdough', 'Food safety'],
    });
    expect(matchResume(baker, FRONTEND).score).toBeLessThanOrEqual(30);
    expect(matchResume(baker, NURSE).score).toBe(0);
    expect(matchResume(frontendDev(['React']), NURSE).score).toBeLessThanOrEqual(30);
  });

  it('never counts a term the resume does not name', () => {
    const result = matchResume(parseResume({}), FRONTEND);
    expect(result.score).toBe(0);
    expect(result.terms.every((t) => !t.found)).toBe(true);
    expect(scoreOf([])).toBe(0);
  });

  it('rematch follows an edit without the posting', () => {
    const first = matchResume(frontendDev(['JS']), FRONTEND);
    const after = rematch(frontendDev(['JS', 'TypeScript', 'GraphQL']), first.terms);
    expect(after.missing).not.toContain('TypeScript');
    expect(after.missing).not.toContain('GraphQL');
    expect(after.score).toBeGreaterThan(first.score);
  });
});

describe('suggestions for missing terms', () => {
  it('offers only what the resume points to, never a degree or a title', () => {
    const resume = frontendDev(['React', 'Sass'], {
      education: [],
      personalInfo: { fullName: 'Ada Park' },
    });
    const result = matchResume(resume, FRONTEND);
    expect(result.missing).toContain("Bachelor's Degree");
    expect(suggestTerms(resume, result.terms)).toEqual([
      { term: 'JavaScript', because: 'Your resume names React.', addTo: 'skills' },
      { term: 'CSS', because: 'Your resume names Sass.', addTo: 'skills' },
    ]);
  });

  it('names a skill the user described in other words, and a credential only from a related one', () => {
    const nurse = parseResume({
      experience: [
        {
          position: 'Staff Nurse',
          company: "St Mary's",
          description: 'Dressed complex wounds as part of daily care.',
        },
      ],
      certifications: ['BLS'],
    });
    const suggestions = suggestTerms(nurse, matchResume(nurse, NURSE).terms);
    expect(suggestions).toEqual([
      {
        term: 'Wound Care',
        because: "Your entry Staff Nurse at St Mary's mentions it in other words.",
        addTo: 'skills',
      },
    ]);
  });
});

describe('a cover letter draft', () => {
  it('holds only facts of the resume and the posting', () => {
    const resume = frontendDev(['JavaScript', 'React', 'Git'], {
      certifications: ['AWS Certified Cloud Practitioner'],
    });
    const letter = draftCoverLetter(resume, {
      company: 'Acme Health',
      role: 'Senior Frontend Engineer',
      jobDescription: FRONTEND,
    });
    expect(letter).toBe(
      [
        'Dear Hiring Manager,',
        'I am writing to apply for the Senior Frontend Engineer position at Acme Health. I currently work as Frontend Developer at Shopwise.',
        'As Frontend Developer at Shopwise: Cut page load time by 40% by splitting bundles.',
        "The role asks for Bachelor's Degree, Computer Science, JavaScript, React, REST APIs and Git, all of which my resume shows.",
        'I hold a B.Sc. in Computer Science from Leeds University. I also hold AWS Certified Cloud Practitioner.',
        'I would welcome the chance to discuss how I can contribute to Acme Health. Thank you for your time and consideration.',
        'Sincerely,\nAda Park',
      ].join('\n\n'),
    );
    expect(letter).not.toMatch(/TypeScript|GraphQL|CSS/);
  });

  it('an empty resume gets a short honest letter', () => {
    const letter = draftCoverLetter(parseResume({}), {
      company: 'Acme',
      role: 'Nurse',
      jobDescription: '',
    });
    expect(letter).toBe(
      'Dear Hiring Manager,\n\nI am writing to apply for the Nurse position at Acme.\n\nI would welcome the chance to discuss how I can contribute to Acme. Thank you for your time and consideration.\n\nSincerely,',
    );
  });
});
