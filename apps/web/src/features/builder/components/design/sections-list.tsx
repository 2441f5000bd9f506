import {
  DESIGN_LIMITS,
  SECTION_TITLES,
  sectionTitles,
  type Resume,
  type SectionKey,
} from '@shortlist/resume';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { columnOf, moveTo, sectionList, withSections } from './section-order';

type Sections = Resume['sections'];

/** The section names in the builder's language (the resume's headings may be in another). */
const NAMES: Record<SectionKey, string> = {
  summary: SECTION_TITLES.summary,
  experience: SECTION_TITLES.experience,
  education: SECTION_TITLES.education,
  skills: SECTION_TITLES.skills,
  certifications: SECTION_TITLES.certifications,
  interests: SECTION_TITLES.interests,
  additional: SECTION_TITLES.additionalInfo,
};
const flowKey = (key: SectionKey) => (key === 'additional' ? 'additionalInfo' : key);

/**
 * The resume's sections in the order the template shows them: each moves up or down (the
 * buttons, Alt+↑ / Alt+↓ anywhere in its row, or dragging it with a mouse), is shown or
 * hidden, and gets a heading of the user's own (empty: the default in the resume's language).
 * In a two-column template a section moves within its column.
 */
export function SectionsList({
  value,
  onChange,
  templateId,
  locale,
  readOnly = false,
}: {
  value: Sections;
  onChange: (sections: Sections) => void;
  templateId: string | undefined;
  locale: Resume['locale'];
  readOnly?: boolean;
}) {
  const list = sectionList(templateId, value?.order);
  const hidden = new Set(value?.hidden ?? []);
  const defaults = sectionTitles(locale);
  const [dragging, setDragging] = useState<SectionKey | null>(null);
  const refocus = useRef<string | null>(null);
  const columns = new Set(list.map((key) => columnOf(templateId, key))).size;

  useEffect(() => {
    if (!refocus.current) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  });

  const canMove = (index: number, by: -1 | 1) => {
    const other = list[index + by];
    return (
      other !== undefined && columnOf(templateId, other) === columnOf(templateId, list[index]!)
    );
  };
  const move = (key: SectionKey, by: -1 | 1, focused?: string) => {
    const index = list.indexOf(key);
    if (!canMove(index, by)) return;
    onChange(withSections(value, { order: moveTo(list, key, index + by) }));
    // Focus stays in the moved row: on its heading field or box, else on the button just
    // used, or on the other one once this one is disabled (the row reached an end).
    const button = (way: -1 | 1) => `section-${key}-${way === -1 ? 'up' : 'down'}`;
    const onButton = !focused || /-(up|down)$/.test(focused);
    refocus.current = onButton
      ? button(canMove(index + by, by) ? by : by === -1 ? 1 : -1)
      : focused;
  };
  const onRowKey = (key: SectionKey) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    move(key, event.key === 'ArrowUp' ? -1 : 1, target.id || undefined);
  };
  const onDrop = (key: SectionKey) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (readOnly || !dragging || dragging === key) return;
    if (columnOf(templateId, dragging) !== columnOf(templateId, key)) return;
    onChange(withSections(value, { order: moveTo(list, dragging, list.indexOf(key)) }));
    setDragging(null);
  };

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">Sections</legend>
      <p id="sections-help" className="mt-0.5 text-xs text-slate-500">
        Move with the arrows (or Alt+↑ / Alt+↓), drag with a mouse, hide, or rename. An empty
        heading uses the default.
        {columns > 1 && ' In this two-column template each section stays in its column.'}
      </p>
      <ol className="mt-2 space-y-1.5" aria-describedby="sections-help">
        {list.map((key, index) => {
          const shown = !hidden.has(key);
          const name = NAMES[key];
          const firstOfColumn = columns > 1 && index > 0 && !canMove(index, -1);
          return (
            <li
              key={key}
              draggable={!readOnly}
              onDragStart={(event) => {
                setDragging(key);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragging(null)}
              onDragOver={(event) => {
                if (dragging) event.preventDefault();
              }}
              onDrop={onDrop(key)}
              onKeyDown={onRowKey(key)}
              data-testid={`section-${key}`}
              className={`flex flex-wrap items-center gap-2 rounded-lg border bg-white px-2 py-1.5 sm:flex-nowrap ${firstOfColumn ? 'mt-3' : ''} ${dragging === key ? 'border-gold-400 opacity-60' : 'border-slate-200'} ${shown ? '' : 'bg-slate-50'}`}
            >
              <span
                aria-hidden="true"
                className="hidden cursor-grab px-0.5 text-slate-400 select-none sm:inline"
                title="Drag to move"
              >
                ⋮⋮
              </span>
              <label className="flex min-w-0 flex-1 basis-full flex-col sm:basis-auto sm:flex-row sm:items-center sm:gap-3">
                <span
                  className={`text-xs font-medium sm:w-40 sm:shrink-0 sm:text-sm ${shown ? 'text-slate-700' : 'text-slate-400 line-through'}`}
                >
                  {name}
                </span>
                <input
                  id={`section-${key}-title`}
                  type="text"
                  maxLength={DESIGN_LIMITS.title}
                  value={value?.titles?.[key] ?? ''}
                  placeholder={defaults[flowKey(key)]}
                  aria-label={`Heading for ${name}`}
                  onChange={(event) =>
                    onChange(
                      withSections(value, {
                        titles: { ...value?.titles, [key]: event.target.value },
                      }),
                    )
                  }
                  className="mt-0.5 w-full min-w-0 rounded-md border border-slate-300 px-2 py-1 text-sm sm:mt-0 focus-visible:outline-3 focus-visible:outline-gold-400"
                />
              </label>
              <label className="ml-auto flex items-center gap-1 text-xs text-slate-600 sm:ml-0">
                <input
                  id={`section-${key}-shown`}
                  type="checkbox"
                  checked={shown}
                  aria-label={`Show ${name}`}
                  onChange={(event) =>
                    onChange(
                      withSections(value, {
                        hidden: event.target.checked
                          ? [...hidden].filter((item) => item !== key)
                          : [...hidden, key],
                      }),
                    )
                  }
                  className="h-4 w-4 accent-navy-900"
                />
                Show
              </label>
              <span className="flex gap-1">
                <MoveButton
                  id={`section-${key}-up`}
                  label={`Move ${name} up`}
                  disabled={!canMove(index, -1)}
                  onClick={() => move(key, -1)}
                  arrow="↑"
                />
                <MoveButton
                  id={`section-${key}-down`}
                  label={`Move ${name} down`}
                  disabled={!canMove(index, 1)}
                  onClick={() => move(key, 1)}
                  arrow="↓"
                />
              </span>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

function MoveButton({
  id,
  label,
  disabled,
  onClick,
  arrow,
}: {
  id: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
  arrow: string;
}) {
  return (
    <button
      id={id}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="flex h-8 w-8 items-center justify-center rounded-md text-base text-slate-600 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-3 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}
