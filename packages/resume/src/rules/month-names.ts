import type { ResumeLocale } from '../schema/resume';

/**
 * Month and year in each resume language, '{year}' standing for the year: the short forms of
 * the Unicode CLDR (as Intl.DateTimeFormat gave them with Latin digits in Node 20), written
 * out so that a PDF made in the browser and one made on the server read the same whatever
 * ICU each has. Vietnamese resumes write the month as a number ('03/2021').
 */
// prettier-ignore
export const MONTH_YEAR: Record<ResumeLocale, readonly string[]> = {
  en: ['Jan {year}', 'Feb {year}', 'Mar {year}', 'Apr {year}', 'May {year}', 'Jun {year}', 'Jul {year}', 'Aug {year}', 'Sep {year}', 'Oct {year}', 'Nov {year}', 'Dec {year}'],
  de: ['Jan. {year}', 'Feb. {year}', 'März {year}', 'Apr. {year}', 'Mai {year}', 'Juni {year}', 'Juli {year}', 'Aug. {year}', 'Sept. {year}', 'Okt. {year}', 'Nov. {year}', 'Dez. {year}'],
  fr: ['janv. {year}', 'févr. {year}', 'mars {year}', 'avr. {year}', 'mai {year}', 'juin {year}', 'juil. {year}', 'août {year}', 'sept. {year}', 'oct. {year}', 'nov. {year}', 'déc. {year}'],
  es: ['ene {year}', 'feb {year}', 'mar {year}', 'abr {year}', 'may {year}', 'jun {year}', 'jul {year}', 'ago {year}', 'sept {year}', 'oct {year}', 'nov {year}', 'dic {year}'],
  pt: ['jan. de {year}', 'fev. de {year}', 'mar. de {year}', 'abr. de {year}', 'mai. de {year}', 'jun. de {year}', 'jul. de {year}', 'ago. de {year}', 'set. de {year}', 'out. de {year}', 'nov. de {year}', 'dez. de {year}'],
  it: ['gen {year}', 'feb {year}', 'mar {year}', 'apr {year}', 'mag {year}', 'giu {year}', 'lug {year}', 'ago {year}', 'set {year}', 'ott {year}', 'nov {year}', 'dic {year}'],
  nl: ['jan {year}', 'feb {year}', 'mrt {year}', 'apr {year}', 'mei {year}', 'jun {year}', 'jul {year}', 'aug {year}', 'sep {year}', 'okt {year}', 'nov {year}', 'dec {year}'],
  pl: ['sty {year}', 'lut {year}', 'mar {year}', 'kwi {year}', 'maj {year}', 'cze {year}', 'lip {year}', 'sie {year}', 'wrz {year}', 'paź {year}', 'lis {year}', 'gru {year}'],
  zh: ['{year}年1月', '{year}年2月', '{year}年3月', '{year}年4月', '{year}年5月', '{year}年6月', '{year}年7月', '{year}年8月', '{year}年9月', '{year}年10月', '{year}年11月', '{year}年12月'],
  ja: ['{year}年1月', '{year}年2月', '{year}年3月', '{year}年4月', '{year}年5月', '{year}年6月', '{year}年7月', '{year}年8月', '{year}年9月', '{year}年10月', '{year}年11月', '{year}年12月'],
  ko: ['{year}년 1월', '{year}년 2월', '{year}년 3월', '{year}년 4월', '{year}년 5월', '{year}년 6월', '{year}년 7월', '{year}년 8월', '{year}년 9월', '{year}년 10월', '{year}년 11월', '{year}년 12월'],
  ar: ['يناير {year}', 'فبراير {year}', 'مارس {year}', 'أبريل {year}', 'مايو {year}', 'يونيو {year}', 'يوليو {year}', 'أغسطس {year}', 'سبتمبر {year}', 'أكتوبر {year}', 'نوفمبر {year}', 'ديسمبر {year}'],
  vi: ['01/{year}', '02/{year}', '03/{year}', '04/{year}', '05/{year}', '06/{year}', '07/{year}', '08/{year}', '09/{year}', '10/{year}', '11/{year}', '12/{year}'],
};

/** The end of a current job's date range ('Mar 2021 – Present'). */
export const PRESENT: Record<ResumeLocale, string> = {
  en: 'Present',
  de: 'heute',
  fr: "aujourd'hui",
  es: 'actualidad',
  pt: 'atual',
  it: 'oggi',
  nl: 'heden',
  pl: 'obecnie',
  zh: '至今',
  ja: '現在',
  ko: '현재',
  vi: 'nay',
  ar: 'حتى الآن',
};
