import { describe, expect, it } from 'vitest';
import { documentLanguage } from '../src/view/language';

describe("a resume's language, for the PDF's /Lang", () => {
  it('is the locale when one is set', () => {
    expect(documentLanguage('Software engineer and team lead', 'de')).toBe('de');
    expect(documentLanguage('软件工程师', 'zh')).toBe('zh-Hans');
  });

  it('is told from the script of most letters when none is set', () => {
    expect(documentLanguage('王小明 软件工程师 北京')).toBe('zh-Hans');
    expect(documentLanguage('佐藤由紀です。東京のマーケティング会社で働いています。')).toBe('ja');
    expect(documentLanguage('李华在ソニー中国工作了五年，负责软件开发、测试和团队管理。')).toBe(
      'zh-Hans',
    );
    expect(documentLanguage('김민준 소프트웨어 엔지니어')).toBe('ko');
    expect(documentLanguage('ليلى حداد مهندسة برمجيات, Go')).toBe('ar');
    expect(documentLanguage('Дмитрий Иванов, инженер')).toBe('ru');
  });

  it('is told from common words for Latin letters, English when unclear', () => {
    expect(documentLanguage('Leitung der Plattform und Einführung von Scrum mit dem Team')).toBe(
      'de',
    );
    expect(documentLanguage('Conception des parcours pour les praticiens et les patients')).toBe(
      'fr',
    );
    expect(documentLanguage('Kỹ sư phần mềm, chịu trách nhiệm thiết kế hệ thống')).toBe('vi');
    expect(documentLanguage('Led the migration of the platform to Kubernetes')).toBe('en');
    expect(documentLanguage('Kubernetes, Terraform, Go')).toBe('en');
  });
});
