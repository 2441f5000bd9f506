// Public API of @shortlist/resume: schema, rules, templates and renderers.
// Browser-safe: Node-only helpers live in '@shortlist/resume/fonts/node'.
export * from './schema/limits';
export * from './schema/resume';
export * from './schema/design';
export { emptyResume, emptyExperience, emptyEducation } from './schema/empty';
export { missingFields, type MissingField, type Step } from './schema/complete';
export { firstIncompleteStep, completedSteps, progressPercentage } from './rules/steps';
export { normaliseSkills, addSkill, addInterest, skillsToLine, uniqueItems } from './rules/skills';
export {
  cleanAiText,
  wordCount,
  canImproveDescription,
  AI_TEXT_LIMITS,
  AI_MIN_DESCRIPTION_WORDS,
  AI_MAX_SUGGESTIONS,
  cleanAiTexts,
  parseAiList,
  withoutPresent,
} from './rules/ai-text';
export { formatMonthYear, formatDateRange, isCurrentJob } from './rules/dates';
export {
  dateProblems,
  END_BEFORE_START,
  graduationYearMessage,
  graduationYearOk,
  type DateProblem,
} from './rules/date-checks';
export { shortenId } from './rules/ids';
export { defaultPaper } from './rules/paper';
export { fileName, type ExportExtension } from './rules/file-name';
export { templates, findTemplate, type TemplateInfo, type TemplateSlug } from './templates/catalog';
export {
  FONT_FILES,
  FONT_FAMILIES,
  urlFontResolver,
  type FontFile,
  type FontResolver,
} from './fonts/manifest';
export {
  urlChunkedFonts,
  chunkedFonts,
  type ChunkedFonts,
  type ChunkFile,
  type FontChunk,
  type FontChunkManifest,
} from './fonts/chunks/chunk-manifest';
export type { FontSource } from './fonts/source';
export {
  renderPdf,
  renderPdfDocument,
  type PdfOptions,
  type PdfDocumentResult,
} from './render/pdf';
export { renderDocx } from './render/docx/render-docx';
export { renderTxt } from './render/txt';
export { renderPrintHtml, type PrintOptions } from './render/html/print-html';
export { fitPrintPage } from './render/html/print-fit';
export { escapeHtml } from './render/html/escape';
export { detectFormat, type ResumeFormat } from './json-resume/detect';
export {
  importResume,
  importResumeWithReport,
  fromJsonResume,
  type ImportReport,
} from './json-resume/import';
export { toJsonResume } from './json-resume/export';
export { ResumeImportError } from './json-resume/errors';
export type { JsonResume } from './json-resume/schema';
export { toResumeView, type ResumeView } from './view/resume-view';
export { SECTION_TITLES, LOCALE_SECTION_TITLES, sectionTitles } from './view/sections';
// Import (docs/decisions/0110). The readers themselves are imported by path, so that a web
// page loads them only when a file is imported: '@shortlist/resume/import/import-file'
// (importFile), '@shortlist/resume/import/pdf-resume' (pdfItemsToResume), …/lines,
// …/sections, …/assemble, …/linkedin, …/csv; in Node '@shortlist/resume/import/node'.
export { MAX_IMPORT_BYTES, IMPORT_ACCEPT } from './import/limits';
export { reportLines } from './import/report';
export type { FileImport, ImportFormat, ImportOptions } from './import/import-file';
export type { PdfJsDocument } from './import/pdf-items';
export type {
  PdfTextItem,
  PdfPageText,
  Line as ImportLine,
  Section as ImportSection,
  FileImportReport,
} from './import/types';
