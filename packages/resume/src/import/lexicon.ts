/**
 * Words that tell a job title from a company, a degree from a school. Small and
 * multilingual; used only to choose between two lines, never to reject one.
 */
// prettier-ignore
const TITLE_WORDS = [
  'engineer', 'developer', 'manager', 'designer', 'director', 'analyst', 'consultant', 'intern',
  'lead', 'head', 'architect', 'scientist', 'specialist', 'officer', 'coordinator', 'assistant',
  'associate', 'administrator', 'researcher', 'teacher', 'professor', 'lecturer', 'nurse',
  'accountant', 'editor', 'writer', 'owner', 'founder', 'co-founder', 'president', 'partner',
  'programmer', 'technician', 'representative', 'advisor', 'adviser', 'executive', 'chief',
  'principal', 'senior', 'junior', 'staff', 'vp', 'cto', 'ceo', 'cfo', 'supervisor', 'trainee',
  'apprentice', 'student', 'tutor', 'fellow', 'operator', 'agent', 'clerk', 'recruiter',
  'product', 'sales', 'marketing', 'ingenieur', 'ingénieur', 'entwickler', 'leiter', 'leiterin',
  'berater', 'beraterin', 'werkstudent', 'praktikant', 'développeur', 'chef', 'responsable',
  'chargé', 'stagiaire', 'desarrollador', 'jefe', 'gerente', 'инженер', 'разработчик',
  'аналитик', 'руководитель', 'менеджер', 'μηχανικός', 'προγραμματιστής', 'ερευνήτρια',
  'ερευνητής', '工程师', '经理', '总监', 'エンジニア', 'マネージャー', '엔지니어', '개발자',
  '매니저', '연구원',
];

// prettier-ignore
const COMPANY_WORDS = [
  'inc', 'inc.', 'ltd', 'ltd.', 'llc', 'llp', 'plc', 'gmbh', 'ag', 'kg', 'se', 'sa', 'sas', 'sarl',
  'srl', 'spa', 'bv', 'nv', 'ab', 'oy', 'as', 'corp', 'corp.', 'corporation', 'company', 'co.',
  'group', 'holdings', 'technologies', 'labs', 'systems', 'solutions', 'services', 'consulting',
  'partners', 'agency', 'bank', 'studio', 'studios', 'software', 'ооо', 'оао', 'пао', 'ао',
  '集团', '公司', '株式会社', '주식회사',
];

// prettier-ignore
const SCHOOL_WORDS = [
  'university', 'universität', 'universitat', 'université', 'universidad', 'università',
  'universidade', 'universiteit', 'uniwersytet', 'college', 'school', 'institute', 'institut',
  'instituto', 'academy', 'akademie', 'académie', 'hochschule', 'fachhochschule', 'école',
  'ecole', 'polytechnic', 'politecnico', 'polytechnique', 'gymnasium', 'lycée', 'conservatory',
  'tu', 'eth', 'epfl', 'mit', 'университет', 'институт', 'академия', 'πανεπιστήμιο',
  'πολυτεχνείο', 'ίδρυμα', 'σχολή', '大学', '大學', '学院', '学校', '高校', '대학교', '대학', '학교',
];

// prettier-ignore
const DEGREE_WORDS = [
  'bachelor', 'master', 'msc', 'm.sc.', 'bsc', 'b.sc.', 'ba', 'b.a.', 'ma', 'm.a.', 'bs', 'ms',
  'mba', 'phd', 'ph.d.', 'doctor', 'doctorate', 'diploma', 'diplom', 'licence', 'license',
  'associate', 'certificate', 'beng', 'meng', 'b.eng.', 'm.eng.', 'abitur', 'baccalauréat',
  'licenciatura', 'laurea', 'магистр', 'бакалавр', 'специалист', 'δίπλωμα', 'πτυχίο',
  'μεταπτυχιακό', '硕士', '学士', '博士', '修士', '학사', '석사', '박사',
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,()/–-]+/u)
    .filter(Boolean);

const hasWord = (text: string, list: readonly string[]) => {
  const set = new Set(words(text));
  const lower = text.toLowerCase();
  return list.some(
    (word) =>
      set.has(word) ||
      (/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word) &&
        lower.includes(word)),
  );
};

export const looksLikeTitle = (text: string) => hasWord(text, TITLE_WORDS);
export const looksLikeCompany = (text: string) => hasWord(text, COMPANY_WORDS);
export const looksLikeSchool = (text: string) => hasWord(text, SCHOOL_WORDS);
export const looksLikeDegree = (text: string) => hasWord(text, DEGREE_WORDS);
