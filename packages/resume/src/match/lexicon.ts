/**
 * The terms the job match knows by name, with the other ways people write them. A term is
 * found in a posting or a resume by any of its forms, as whole words (match/words.ts).
 * `shownBy`: terms whose presence on a resume suggests the user may have this one too; the
 * builder only ever *asks* (match/suggest.ts), it never adds a term by itself.
 */
export type TermKind = 'skill' | 'title' | 'education' | 'other';

export type LexiconTerm = {
  term: string;
  kind: TermKind;
  /** Other spellings, abbreviations and synonyms. */
  forms?: readonly string[];
  shownBy?: readonly string[];
  /** A credential: accepted suggestions go to certifications, not skills. */
  credential?: boolean;
};

const skills = (...names: (string | [string, ...string[]])[]): LexiconTerm[] =>
  names.map((n) =>
    typeof n === 'string'
      ? { term: n, kind: 'skill' }
      : { term: n[0], kind: 'skill', forms: n.slice(1) },
  );

const SOFTWARE: LexiconTerm[] = [
  {
    term: 'JavaScript',
    kind: 'skill',
    forms: ['JS', 'ECMAScript', 'ES6'],
    shownBy: ['TypeScript', 'React', 'Node.js', 'Vue', 'Angular', 'Next.js'],
  },
  { term: 'TypeScript', kind: 'skill', forms: ['TS'] },
  { term: 'React', kind: 'skill', forms: ['React.js', 'ReactJS'], shownBy: ['Next.js'] },
  { term: 'Node.js', kind: 'skill', forms: ['NodeJS'], shownBy: ['Express'] },
  { term: 'SQL', kind: 'skill', shownBy: ['PostgreSQL', 'MySQL', 'SQL Server'] },
  { term: 'HTML', kind: 'skill', forms: ['HTML5'], shownBy: ['React', 'Angular', 'Vue'] },
  { term: 'CSS', kind: 'skill', forms: ['CSS3'], shownBy: ['Tailwind CSS', 'Sass'] },
  { term: 'Git', kind: 'skill', shownBy: ['GitHub', 'GitLab'] },
  {
    term: 'REST APIs',
    kind: 'skill',
    forms: ['REST', 'RESTful', 'REST API', 'RESTful APIs', 'RESTful services'],
  },
  {
    term: 'CI/CD',
    kind: 'skill',
    forms: ['continuous integration'],
    shownBy: ['GitHub Actions', 'Jenkins'],
  },
  { term: 'AWS', kind: 'skill', forms: ['Amazon Web Services'] },
  { term: 'Google Cloud', kind: 'skill', forms: ['GCP', 'Google Cloud Platform'] },
  { term: 'Kubernetes', kind: 'skill', forms: ['K8s'] },
  { term: 'Machine Learning', kind: 'skill', forms: ['ML'] },
  {
    term: 'Unit Testing',
    kind: 'skill',
    forms: ['unit tests'],
    shownBy: ['Jest', 'Vitest', 'pytest', 'JUnit'],
  },
  { term: 'Accessibility', kind: 'skill', forms: ['WCAG', 'a11y'] },
  { term: 'Microsoft Excel', kind: 'skill', forms: ['Excel'] },
  { term: 'Microsoft Office', kind: 'skill', forms: ['MS Office', 'Office 365', 'Microsoft 365'] },
  { term: 'Power BI', kind: 'skill', forms: ['PowerBI'] },
  { term: '.NET', kind: 'skill', forms: ['dotnet', 'ASP.NET'] },
  ...skills(
    'Python',
    'Java',
    'C++',
    'C#',
    'Ruby',
    'PHP',
    'Swift',
    'Kotlin',
    'Rust',
    'Scala',
    ['PostgreSQL', 'Postgres'],
    'MySQL',
    'SQL Server',
    'MongoDB',
    'Redis',
    'GraphQL',
    ['Angular', 'AngularJS'],
    ['Vue', 'Vue.js', 'VueJS'],
    'Next.js',
    'Express',
    'Django',
    'Flask',
    'Spring Boot',
    'Azure',
    'Docker',
    'Terraform',
    'GitHub',
    'GitHub Actions',
    'GitLab',
    'Jenkins',
    'Linux',
    'Agile',
    'Scrum',
    'Jira',
    'Figma',
    'Tableau',
    'Salesforce',
    'SAP',
    'QuickBooks',
    'Tailwind CSS',
    'Sass',
    'Jest',
    'Vitest',
    'pytest',
    'JUnit',
    'Webpack',
    'Vite',
    'Data Analysis',
    'Data Visualization',
    'Microservices',
    'System Design',
    'Code Review',
  ),
];

const CARE: LexiconTerm[] = [
  { term: 'Registered Nurse', kind: 'title', forms: ['RN'] },
  {
    term: 'Licensed Practical Nurse',
    kind: 'title',
    forms: ['LPN', 'Licensed Vocational Nurse', 'LVN'],
  },
  { term: 'Nurse Practitioner', kind: 'title', forms: ['NP'] },
  {
    term: 'Electronic Health Records',
    kind: 'skill',
    forms: ['EHR', 'EMR', 'Electronic Medical Records'],
    shownBy: ['Epic', 'Cerner'],
  },
  {
    term: 'Patient Care',
    kind: 'skill',
    forms: ['patient-centered care', 'patient-centred care'],
  },
  { term: 'Medication Administration', kind: 'skill', forms: ['administering medications'] },
  { term: 'IV Therapy', kind: 'skill', forms: ['IV insertion', 'intravenous therapy'] },
  { term: 'Intensive Care', kind: 'skill', forms: ['ICU', 'critical care'] },
  ...skills(
    'Epic',
    'Cerner',
    'Triage',
    'Wound Care',
    'Vital Signs',
    'Care Planning',
    'Telemetry',
    'Infection Control',
    'Patient Education',
    'Phlebotomy',
    'HIPAA',
  ),
];

const BUSINESS: LexiconTerm[] = [
  { term: 'Accounts Payable', kind: 'skill', forms: ['AP'] },
  { term: 'Accounts Receivable', kind: 'skill', forms: ['AR'] },
  { term: 'Account Reconciliation', kind: 'skill', forms: ['reconciliations', 'reconciliation'] },
  ...skills(
    'GAAP',
    'IFRS',
    'Financial Reporting',
    'Budgeting',
    'Forecasting',
    'Auditing',
    'Payroll',
    'Tax Preparation',
    'Project Management',
    'Stakeholder Management',
    'Customer Service',
    'Bookkeeping',
    'Month-End Close',
    'Financial Analysis',
  ),
];

const credential = (term: string, ...forms: string[]): LexiconTerm => ({
  term,
  kind: 'other',
  forms,
  credential: true,
});

const CREDENTIALS: LexiconTerm[] = [
  credential('PMP', 'Project Management Professional'),
  credential('CPA', 'Certified Public Accountant'),
  credential('CFA', 'Chartered Financial Analyst'),
  credential('CISSP'),
  credential('CompTIA Security+', 'Security+'),
  credential('CCNA'),
  credential('AWS Certified Solutions Architect'),
  credential('Certified ScrumMaster', 'CSM', 'Scrum Master certification'),
  credential('Six Sigma', 'Lean Six Sigma'),
  credential('ITIL'),
  credential('SHRM-CP'),
  credential('BLS', 'Basic Life Support'),
  credential('ACLS', 'Advanced Cardiovascular Life Support'),
  credential('PALS', 'Pediatric Advanced Life Support'),
  credential('CPR'),
  credential('First Aid'),
  credential('CNA', 'Certified Nursing Assistant'),
  credential('NCLEX-RN', 'NCLEX'),
  credential('OSHA 30'),
  credential("Commercial Driver's License", 'CDL'),
];

const EDUCATION: LexiconTerm[] = [
  {
    term: "Bachelor's Degree",
    kind: 'education',
    forms: [
      'Bachelor',
      'Bachelors',
      'BS',
      'BSc',
      'BA',
      'BEng',
      'Bachelor of Science',
      'Bachelor of Arts',
      'undergraduate degree',
    ],
    shownBy: ['BSN'],
  },
  {
    term: "Master's Degree",
    kind: 'education',
    forms: ['Master', 'Masters', 'MS', 'MSc', 'MA', 'MEng', 'Master of Science', 'Master of Arts'],
    shownBy: ['MBA', 'MSN'],
  },
  { term: 'PhD', kind: 'education', forms: ['doctorate', 'doctoral degree'] },
  { term: 'MBA', kind: 'education', forms: ['Master of Business Administration'] },
  { term: 'BSN', kind: 'education', forms: ['Bachelor of Science in Nursing'] },
  { term: 'MSN', kind: 'education', forms: ['Master of Science in Nursing'] },
  {
    term: 'Associate Degree',
    kind: 'education',
    forms: ['Associate', 'ADN', 'Associate of Science'],
  },
  { term: 'High School Diploma', kind: 'education', forms: ['GED'] },
  { term: 'Computer Science', kind: 'education', forms: ['CS'] },
  { term: 'Nursing', kind: 'education' },
  { term: 'Accounting', kind: 'education' },
];

/** Every term the match knows by name, in the order that breaks ties (the earlier wins). */
export const LEXICON: readonly LexiconTerm[] = [
  ...EDUCATION,
  ...CREDENTIALS,
  ...CARE,
  ...SOFTWARE,
  ...BUSINESS,
];
