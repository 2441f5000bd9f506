import type { ResumeLocale } from '../schema/resume';
import type { ResumeView } from './resume-view';

/** Section headings, in the order of spec section 9 (certifications as in the spec's preview). */
export const SECTION_TITLES = {
  summary: 'Professional Summary',
  experience: 'Professional Experience',
  education: 'Education',
  certifications: 'Certifications',
  skills: 'Skills',
  interests: 'Interests',
  additionalInfo: 'Additional Information',
} as const;

/** A heading for every fixed section, in one language. */
export type SectionTitles = Record<keyof typeof SECTION_TITLES, string>;

const titles = (
  summary: string,
  experience: string,
  education: string,
  certifications: string,
  skills: string,
  interests: string,
  additionalInfo: string,
): SectionTitles => ({
  summary,
  experience,
  education,
  certifications,
  skills,
  interests,
  additionalInfo,
});

/**
 * Section headings in each language a resume may be written in (docs/decisions/0107): the
 * wording job sites and applicant-tracking systems of that language expect.
 */
export const LOCALE_SECTION_TITLES: Record<ResumeLocale, SectionTitles> = {
  en: SECTION_TITLES,
  de: titles(
    'Profil',
    'Berufserfahrung',
    'Ausbildung',
    'Zertifikate',
    'Kenntnisse',
    'Interessen',
    'Weitere Informationen',
  ),
  fr: titles(
    'Profil professionnel',
    'Expérience professionnelle',
    'Formation',
    'Certifications',
    'Compétences',
    'Centres d’intérêt',
    'Informations complémentaires',
  ),
  es: titles(
    'Perfil profesional',
    'Experiencia profesional',
    'Formación',
    'Certificaciones',
    'Habilidades',
    'Intereses',
    'Información adicional',
  ),
  pt: titles(
    'Resumo profissional',
    'Experiência profissional',
    'Formação',
    'Certificações',
    'Competências',
    'Interesses',
    'Informações adicionais',
  ),
  it: titles(
    'Profilo professionale',
    'Esperienza professionale',
    'Istruzione',
    'Certificazioni',
    'Competenze',
    'Interessi',
    'Informazioni aggiuntive',
  ),
  nl: titles(
    'Profiel',
    'Werkervaring',
    'Opleiding',
    'Certificeringen',
    'Vaardigheden',
    'Interesses',
    'Aanvullende informatie',
  ),
  pl: titles(
    'Podsumowanie zawodowe',
    'Doświadczenie zawodowe',
    'Wykształcenie',
    'Certyfikaty',
    'Umiejętności',
    'Zainteresowania',
    'Dodatkowe informacje',
  ),
  zh: titles('个人简介', '工作经历', '教育背景', '证书', '专业技能', '兴趣爱好', '其他信息'),
  ja: titles('職務要約', '職務経歴', '学歴', '資格', 'スキル', '趣味', 'その他'),
  ko: titles('자기소개', '경력', '학력', '자격증', '기술', '관심사', '추가 정보'),
  vi: titles(
    'Tóm tắt',
    'Kinh nghiệm làm việc',
    'Học vấn',
    'Chứng chỉ',
    'Kỹ năng',
    'Sở thích',
    'Thông tin bổ sung',
  ),
  ar: titles(
    'الملخص المهني',
    'الخبرة العملية',
    'التعليم',
    'الشهادات',
    'المهارات',
    'الاهتمامات',
    'معلومات إضافية',
  ),
};

/** The section headings for a resume's language (English when unset or unknown). */
export const sectionTitles = (locale?: string): SectionTitles =>
  LOCALE_SECTION_TITLES[locale as ResumeLocale] ?? SECTION_TITLES;

export type SectionKey = keyof typeof SECTION_TITLES | 'custom';

export const SECTION_ORDER: readonly SectionKey[] = [
  'summary',
  'experience',
  'education',
  'certifications',
  'skills',
  'interests',
  'custom',
  'additionalInfo',
];

/** Whether a section has anything to show (empty sections are hidden). */
export const hasSection = (view: ResumeView, key: SectionKey): boolean => {
  switch (key) {
    case 'summary':
      return view.summary.length > 0;
    case 'custom':
      return view.customSections.length > 0;
    default:
      return view[key].length > 0;
  }
};
