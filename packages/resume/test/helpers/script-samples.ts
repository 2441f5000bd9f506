import type { ResumeInput } from '../../src/schema/resume';

export interface ScriptSample {
  name: string;
  resume: ResumeInput;
  /** Fonts (pdffonts names) the PDF must embed. */
  fonts: string[];
  /** Values every extractor must read back whole (whitespace normalized). */
  values: string[];
}

/**
 * One short resume per script beyond Latin, Greek, Cyrillic and CJK, with Latin words,
 * numbers and dates inside it as real resumes have them.
 */
export const SCRIPT_SAMPLES: ScriptSample[] = [
  {
    name: 'Arabic',
    fonts: ['NotoSansArabic'],
    resume: {
      locale: 'ar',
      personalInfo: {
        fullName: 'ليلى حداد',
        jobTitle: 'مهندسة برمجيات أولى',
        email: 'layla.haddad@example.com',
        location: 'دبي، الإمارات',
        aboutMe: 'خبرة ثماني سنوات في تطوير الأنظمة الموزعة باستخدام Go و Kubernetes منذ 2016.',
      },
      experience: [
        {
          position: 'مهندسة برمجيات أولى',
          company: 'شركة كريم للتقنية',
          startDate: '2019-04',
          description: 'قيادة فريق من خمسة مهندسين لبناء منصة الدفع.',
        },
      ],
      skills: ['التعلم الآلي', 'قواعد البيانات', 'الحوسبة السحابية'],
    },
    values: [
      'ليلى حداد',
      'مهندسة برمجيات أولى',
      'دبي، الإمارات',
      'خبرة ثماني سنوات في تطوير الأنظمة الموزعة باستخدام Go و Kubernetes منذ 2016.',
      'شركة كريم للتقنية',
      'قيادة فريق من خمسة مهندسين لبناء منصة الدفع.',
      'التعلم الآلي',
      'قواعد البيانات',
      'الحوسبة السحابية',
      'الخبرة العملية',
    ],
  },
  {
    name: 'Hebrew',
    fonts: ['NotoSansHebrew'],
    resume: {
      personalInfo: {
        fullName: 'נועה כהן',
        jobTitle: 'מהנדסת תוכנה',
        aboutMe: 'מפתחת מערכות תשלום בתל אביב, עם ניסיון ב-React ו-Node.js מאז 2018.',
      },
      experience: [
        {
          position: 'ראש צוות פיתוח',
          company: 'וויקס',
          startDate: '2018-01',
          endDate: '2023-06',
          description: 'הובלת מעבר לשירותים מבוזרים.',
        },
      ],
      skills: ['ניהול צוות', 'ארכיטקטורה'],
    },
    values: [
      'נועה כהן',
      'מהנדסת תוכנה',
      'מפתחת מערכות תשלום בתל אביב, עם ניסיון ב-React ו-Node.js מאז 2018.',
      'ראש צוות פיתוח',
      'וויקס',
      'הובלת מעבר לשירותים מבוזרים.',
      'ניהול צוות',
      'ארכיטקטורה',
    ],
  },
  {
    name: 'Thai',
    fonts: ['NotoSansThai'],
    resume: {
      personalInfo: {
        fullName: 'สมชาย ใจดี',
        jobTitle: 'วิศวกรซอฟต์แวร์',
        aboutMe: 'มีประสบการณ์ด้านระบบชำระเงินมากกว่าแปดปี ที่กรุงเทพมหานคร',
      },
      experience: [
        {
          position: 'หัวหน้าทีมพัฒนา',
          company: 'บริษัท ไลน์ ประเทศไทย',
          startDate: '2017-05',
          description: 'ดูแลระบบที่มีผู้ใช้งานมากกว่าสิบล้านคน',
        },
      ],
      skills: ['การจัดการโครงการ', 'ฐานข้อมูล'],
    },
    values: [
      'สมชาย ใจดี',
      'วิศวกรซอฟต์แวร์',
      'มีประสบการณ์ด้านระบบชำระเงินมากกว่าแปดปี ที่กรุงเทพมหานคร',
      'หัวหน้าทีมพัฒนา',
      'บริษัท ไลน์ ประเทศไทย',
      'ดูแลระบบที่มีผู้ใช้งานมากกว่าสิบล้านคน',
      'การจัดการโครงการ',
      'ฐานข้อมูล',
    ],
  },
  {
    name: 'symbols and emoji',
    fonts: ['NotoSansMath', 'NotoSansSymbols2', 'NotoEmoji'],
    resume: {
      personalInfo: {
        fullName: 'Sam Symbol',
        aboutMe: 'Latency ≥ 99.9% → cut by half ✓ done; ✔ shipped ✗ dropped ✉ ★ ⌘ ⇒ ≈ ≠ ∞',
      },
      experience: [
        {
          position: 'Site Reliability Engineer 🚀',
          company: 'Acme ✅ Corp',
          startDate: '2020-01',
          description: 'On call 24/7 📞 and mail 📧 ❌ no outages 😀 in 2023',
        },
      ],
      skills: ['Go ★★★★☆', 'SQL ⭐⭐⭐', 'Linux 🐧'],
    },
    values: [
      'Latency ≥ 99.9% → cut by half ✓ done; ✔ shipped ✗ dropped ✉ ★ ⌘ ⇒ ≈ ≠ ∞',
      'Site Reliability Engineer 🚀',
      'Acme ✅ Corp',
      'On call 24/7 📞 and mail 📧 ❌ no outages 😀 in 2023',
      'Go ★★★★☆',
      'SQL ⭐⭐⭐',
      'Linux 🐧',
    ],
  },
  {
    name: 'Korean',
    fonts: ['NotoSansKR'],
    resume: {
      locale: 'ko',
      personalInfo: {
        fullName: '김민준',
        jobTitle: '소프트웨어 엔지니어',
        aboutMe: '대규모 결제 시스템을 설계하고 운영한 경험이 있습니다.',
      },
      skills: ['분산 시스템', '데이터베이스 설계'],
    },
    values: [
      '김민준',
      '소프트웨어 엔지니어',
      '대규모 결제 시스템을 설계하고 운영한 경험이 있습니다.',
      '분산 시스템',
      '데이터베이스 설계',
    ],
  },
];
