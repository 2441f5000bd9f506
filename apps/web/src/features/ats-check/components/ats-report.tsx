import { formatMonthYear } from '@shortlist/resume';
import {
  ATS_ADVICE,
  ATS_FIELD_LABELS,
  type AtsField,
  type AtsItem,
} from '@shortlist/resume/import/ats-check';
import type { AtsFileCheck } from '../check-exports';

const FILE_NAMES = { pdf: 'PDF', docx: 'Word (.docx)' } as const;

/** 'YYYY-MM|present' as the resume shows it: 'Mar 2021 – Present'. */
const shownDates = (value: string) =>
  value
    .split('|')
    .map((part) => (part === 'present' ? 'Present' : formatMonthYear(part)))
    .join(' – ');
const shown = (item: AtsItem, value: string) =>
  item.field === 'dates' ? shownDates(value) : value;

interface Group {
  title: string;
  items: AtsItem[];
}

/** Name, contact, each job, each school, skills: the order a recruiter's screen shows them. */
const groupsOf = (items: AtsItem[]): Group[] => {
  const groups: Group[] = [];
  const add = (title: string, keep: (item: AtsItem) => boolean) => {
    const mine = items.filter(keep);
    if (mine.length) groups.push({ title, items: mine });
  };
  add('Name and contact', (item) => ['name', 'email', 'phone'].includes(item.field));
  const entries = [...new Set(items.map((item) => item.entry).filter(Boolean))];
  for (const entry of entries) {
    const first = items.find((item) => item.entry === entry);
    const name = first && first.field !== 'dates' ? `: ${first.expected}` : '';
    add(`${entry}${name}`, (item) => item.entry === entry);
  }
  return groups;
};

function FieldRow({ item }: { item: AtsItem }) {
  const label = ATS_FIELD_LABELS[item.field];
  return (
    <li className="flex flex-col gap-0.5 border-t border-slate-100 py-1.5 first:border-t-0 sm:flex-row sm:gap-3">
      <span className="w-24 shrink-0 text-sm font-medium text-slate-700">{label}</span>
      <span className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
        {item.ok ? (
          <span className="text-emerald-800">
            <span aria-hidden="true">✓ </span>
            <span className="sr-only">Read: </span>
            {shown(item, item.read)}
          </span>
        ) : (
          <span className="text-amber-900">
            <span aria-hidden="true">⚠ </span>
            {item.read
              ? `Read as "${shown(item, item.read)}" instead of "${shown(item, item.expected)}".`
              : `Not read: "${shown(item, item.expected)}".`}{' '}
            <span className="text-slate-700">{ATS_ADVICE[item.field]}</span>
          </span>
        )}
      </span>
    </li>
  );
}

function SkillsRow({ items }: { items: AtsItem[] }) {
  const missed = items.filter((item) => !item.ok);
  return (
    <div>
      <h5 className="text-sm font-semibold text-slate-800">Skills</h5>
      <p className={`text-sm ${missed.length ? 'text-amber-900' : 'text-emerald-800'}`}>
        <span aria-hidden="true">{missed.length ? '⚠ ' : '✓ '}</span>
        {items.length - missed.length} of {items.length} skills read
        {missed.length > 0 && (
          <>
            {`; not read: ${missed.map((item) => `"${item.expected}"`).join(', ')}. `}
            <span className="text-slate-700">{ATS_ADVICE.skills}</span>
          </>
        )}
      </p>
    </div>
  );
}

/** What one file gave the parser, field by field, with what to change where it missed. */
export function AtsFileReport({ check }: { check: AtsFileCheck }) {
  const name = FILE_NAMES[check.format];
  const skills = check.items.filter((item) => item.field === 'skills');
  const others = check.items.filter((item) => item.field !== 'skills');
  const read = check.items.filter((item) => item.ok).length;
  const missed = (field: AtsField) => others.some((item) => item.field === field && !item.ok);
  const complete = !check.error && read === check.items.length;
  return (
    <section aria-label={`Read from the ${name}`} className="rounded-lg bg-white p-3 shadow-sm">
      <details open={check.format === 'pdf' || !complete}>
        <summary className="cursor-pointer">
          <h4 className="inline font-semibold text-slate-900">
            {name}:{' '}
            {check.error
              ? 'could not be read'
              : `${read} of ${check.items.length} fields read${missed('name') ? ' (the name was not)' : ''}`}
          </h4>
        </summary>
        {check.error ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {check.error}
          </p>
        ) : (
          <div className="mt-2 space-y-3">
            {groupsOf(others).map((group) => (
              <div key={group.title}>
                <h5 className="text-sm font-semibold text-slate-800">{group.title}</h5>
                <ul>
                  {group.items.map((item) => (
                    <FieldRow key={`${item.entry}-${item.field}`} item={item} />
                  ))}
                </ul>
              </div>
            ))}
            {skills.length > 0 && <SkillsRow items={skills} />}
          </div>
        )}
      </details>
    </section>
  );
}
