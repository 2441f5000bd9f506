import { defaultPaper, type Resume } from '@shortlist/resume';
import { useController, type Control } from 'react-hook-form';

/** The resume's languages (section headings and dates), each named in itself. */
const LANGUAGES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['pt', 'Português'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['zh', '中文'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['vi', 'Tiếng Việt'],
  ['ar', 'العربية'],
] as const;

const SELECT =
  'rounded-md border-0 bg-slate-100 py-1.5 pl-2 pr-7 text-sm font-medium text-slate-700 ring-1 ring-slate-200 ring-inset focus-visible:outline-3 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-60';

/** Browser language, for the paper default (Letter in the United States and Canada). */
const browserLanguage = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

/**
 * Paper size and language (headings and dates) of the resume's documents. Unset values show
 * their defaults (paper from the browser's language, English) and are stored once chosen.
 */
export function DocumentOptions({ control }: { control: Control<Resume> }) {
  const paper = useController({ control, name: 'paper' });
  const locale = useController({ control, name: 'locale' });
  return (
    <div className="flex items-center gap-2">
      <label className="flex items-center gap-1 text-xs font-medium text-slate-500">
        <span className="hidden 2xl:inline">Paper</span>
        <span className="sr-only 2xl:hidden">Paper</span>
        <select
          className={SELECT}
          value={paper.field.value ?? defaultPaper(browserLanguage())}
          onChange={(event) => paper.field.onChange(event.target.value)}
        >
          <option value="a4">A4</option>
          <option value="letter">Letter</option>
        </select>
      </label>
      <label className="flex items-center gap-1 text-xs font-medium text-slate-500">
        <span className="hidden 2xl:inline">Language</span>
        <span className="sr-only 2xl:hidden">Resume language</span>
        <select
          className={SELECT}
          title="Language of the section headings and dates"
          value={locale.field.value ?? 'en'}
          onChange={(event) => locale.field.onChange(event.target.value)}
        >
          {LANGUAGES.map(([code, name]) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
