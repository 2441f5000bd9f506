import { LOCALE_SECTION_TITLES } from '../view/sections';
import type { ResumeLocale } from '../schema/resume';
import type { Line, SectionKind } from './types';

/**
 * Section headings by what they hold: ours in every resume language (LOCALE_SECTION_TITLES)
 * and the usual wordings of other tools. Compared without case, accents' case, a trailing
 * colon or extra spaces.
 */
// prettier-ignore
const EXTRA: Record<Exclude<SectionKind, 'header' | 'other'>, string[]> = {
  contact: ['contact', 'contact information', 'contact details', 'contact info', 'kontakt', 'coordonnées', 'contacto', 'contatti', 'контакты', 'επικοινωνία', '联系方式', '連絡先', '연락처'],
  summary: ['summary', 'profile', 'professional profile', 'about me', 'about', 'objective', 'career objective', 'career summary', 'executive summary', 'personal statement', 'über mich', 'kurzprofil', 'résumé', 'à propos', 'perfil', 'sobre mí', 'о себе', 'профиль', 'προφίλ', 'σύνοψη', '自我评价', '个人简介', '自己PR', '요약', '프로필'],
  experience: ['experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history', 'career history', 'relevant experience', 'experience professionnelle', 'expériences professionnelles', 'expérience', 'berufserfahrung', 'berufliche erfahrung', 'praxiserfahrung', 'experiencia', 'esperienza lavorativa', 'опыт работы', 'επαγγελματική εμπειρία', 'εμπειρία', '工作经验', '工作经历', '職歴', '職務経歴', '경력', '경력 사항'],
  education: ['education', 'education and training', 'academic background', 'studies', 'ausbildung', 'bildung', 'studium', 'formation', 'études', 'educación', 'formación académica', 'istruzione', 'образование', 'εκπαίδευση', 'σπουδές', '教育背景', '教育经历', '学歴', '학력'],
  skills: ['skills', 'technical skills', 'core skills', 'key skills', 'skills & tools', 'skills and tools', 'competencies', 'core competencies', 'expertise', 'technologies', 'tools', 'kenntnisse', 'fähigkeiten', 'kompetenzen', 'compétences', 'habilidades', 'competenze', 'навыки', 'ключевые навыки', 'δεξιότητες', '技能', '专业技能', 'スキル', '기술', '보유 기술'],
  certifications: ['certifications', 'certificates', 'certification', 'licenses & certifications', 'licenses and certifications', 'licences & certifications', 'zertifikate', 'zertifizierungen', 'certificats', 'certificaciones', 'сертификаты', 'πιστοποιήσεις', '证书', '资格证书', '資格', '資格・免許', '자격증'],
  interests: ['interests', 'hobbies', 'hobbies & interests', 'hobbies and interests', 'interessen', 'hobbys', "centres d'intérêt", 'loisirs', 'intereses', 'интересы', 'хобби', 'ενδιαφέροντα', '兴趣爱好', '趣味', '관심사', '취미'],
  additionalInfo: ['additional information', 'additional info', 'other information', 'weitere informationen', 'informations complémentaires', 'дополнительная информация', 'πρόσθετες πληροφορίες', '其他信息', 'その他', '추가 정보'],
  languages: ['languages', 'language skills', 'sprachen', 'sprachkenntnisse', 'langues', 'idiomas', 'lingue', 'языки', 'γλώσσες', '语言能力', '語学', '언어'],
  projects: ['projects', 'personal projects', 'selected projects', 'side projects', 'projekte', 'projets', 'proyectos', 'progetti', 'проекты', 'έργα', '项目经验', 'プロジェクト', '프로젝트'],
  awards: ['awards', 'honors', 'honours', 'awards & honors', 'auszeichnungen', 'distinctions', 'premios', 'награды', 'βραβεία', '获奖情况', '受賞歴', '수상'],
  publications: ['publications', 'talks', 'publications & talks', 'veröffentlichungen', 'publikationen', 'conférences', 'publicaciones', 'публикации', 'δημοσιεύσεις', '论文发表', '発表', '논문'],
  volunteering: ['volunteering', 'volunteer experience', 'volunteer work', 'ehrenamt', 'bénévolat', 'voluntariado', 'волонтёрство', 'εθελοντισμός', '志愿者经历', 'ボランティア', '봉사활동'],
  references: ['references', 'referenzen', 'références', 'referencias', 'рекомендации', 'συστάσεις', '推荐人', '推薦者', '추천인'],
};

const normal = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*[:：]$/, '')
    .trim();

const byTitle = new Map<string, SectionKind>();
const localeOf = new Map<string, ResumeLocale[]>();
for (const [locale, titles] of Object.entries(LOCALE_SECTION_TITLES) as [
  ResumeLocale,
  Record<string, string>,
][]) {
  for (const [key, title] of Object.entries(titles)) {
    const text = normal(title);
    byTitle.set(text, key as SectionKind);
    localeOf.set(text, [...(localeOf.get(text) ?? []), locale]);
  }
}
for (const [kind, titles] of Object.entries(EXTRA))
  for (const title of titles)
    if (!byTitle.has(normal(title))) byTitle.set(normal(title), kind as SectionKind);

/** 'E X P E R I E N C E' → 'EXPERIENCE' (letter-spaced headings). */
const unspaced = (text: string) =>
  /^(?:\p{L} )+\p{L}$/u.test(text.trim()) ? text.replace(/ /g, '') : text;

/** What a heading's words say the section holds, or null when they are no known heading. */
export const headingKind = (text: string): SectionKind | null =>
  byTitle.get(normal(unspaced(text))) ?? null;

/** The languages whose own heading this is ('Berufserfahrung' → de). */
export const headingLocales = (text: string): ResumeLocale[] =>
  localeOf.get(normal(unspaced(text))) ?? [];

/** A line that could be a heading at all: one short piece of text, not a sentence. */
export const headingShaped = (line: Line): boolean =>
  line.segments.length === 1 &&
  !line.bullet &&
  [...line.text].length <= 48 &&
  line.text.split(/\s+/).length <= 6 &&
  !/[.,;]$/.test(line.text) &&
  !/@|https?:|www\./i.test(line.text) &&
  /\p{L}/u.test(line.text);

export const isUpperCase = (text: string) =>
  text === text.toUpperCase() && text !== text.toLowerCase();
