import { ExternalHyperlink, HeadingLevel, Paragraph, TabStopType, TextRun } from 'docx';
import type { EducationView, ExperienceView, ResumeView } from '../../view/resume-view';
import { directionOf } from '../../view/direction';
import { safeLink } from '../../view/safe-link';
import { BULLETS, MUTED, textWidth, type DocxLook } from './styles';

/**
 * A paragraph that starts with an Arabic or Hebrew letter is right-to-left (Word's 'bidi'
 * paragraph property): it is set flush right and Word orders its runs (docs/decisions/0108).
 */
const bidi = (text: string) => (directionOf(text) === 'rtl' ? { bidirectional: true } : {});

export const heading = (text: string) =>
  new Paragraph({ text, heading: HeadingLevel.HEADING_1, ...bidi(text) });

export const paragraphs = (lines: string[]) =>
  lines.map((line) => new Paragraph({ text: line, ...bidi(line) }));

export const bullets = (items: string[]) =>
  items.map(
    (item) =>
      new Paragraph({ text: item, numbering: { reference: BULLETS, level: 0 }, ...bidi(item) }),
  );

/** Items in one line, comma-separated: a parser splits them at the commas. */
export const inline = (items: string[]) => {
  const text = items.join(', ');
  return new Paragraph({ text, ...bidi(text) });
};

/** An entry heading (Heading 2) with the dates right-aligned on the same line. */
const entryHeading = (title: string, date: string, look: DocxLook) =>
  new Paragraph({
    ...bidi(title),
    heading: HeadingLevel.HEADING_2,
    tabStops: [{ type: TabStopType.RIGHT, position: textWidth(look.page) }],
    children: [
      new TextRun(title),
      ...(date
        ? [new TextRun({ text: `\t${date}`, bold: false, size: look.size(10), color: MUTED })]
        : []),
    ],
  });

const subtitle = (text: string, look: DocxLook) =>
  text
    ? [
        new Paragraph({
          ...bidi(text),
          keepNext: true,
          children: [new TextRun({ text, bold: true, color: look.accentText })],
        }),
      ]
    : [];

export const experienceEntry = (job: ExperienceView, look: DocxLook) => [
  entryHeading(job.position || job.company, job.dates, look),
  ...subtitle(job.position ? job.company : '', look),
  ...paragraphs(job.description),
  ...bullets(job.achievements),
];

export const educationEntry = (school: EducationView, look: DocxLook) => [
  entryHeading(school.title || school.school, school.year, look),
  ...subtitle(school.title ? school.school : '', look),
  ...(school.details
    ? [
        new Paragraph({
          ...bidi(school.details),
          children: [new TextRun({ text: school.details, color: MUTED, size: look.size(10) })],
        }),
      ]
    : []),
  ...paragraphs(school.description),
];

/** Name (Title style) and the contact line, the portfolio as a real link. */
export const header = (view: ResumeView, look: DocxLook) => [
  new Paragraph({ text: view.name, heading: HeadingLevel.TITLE, ...bidi(view.name) }),
  ...(view.title
    ? [
        new Paragraph({
          ...bidi(view.title),
          children: [new TextRun({ text: view.title, bold: true, color: look.accentText })],
        }),
      ]
    : []),
  new Paragraph({
    ...bidi(view.contact.map((item) => item.text).join(' ')),
    spacing: { after: 120 },
    children: view.contact.flatMap((item, index) => {
      const link = item.kind === 'url' ? safeLink(item.text) : null;
      return [
        ...(index > 0 ? [new TextRun({ text: '  •  ', color: look.accent })] : []),
        link
          ? new ExternalHyperlink({
              link,
              children: [new TextRun({ text: item.text, style: 'Hyperlink' })],
            })
          : new TextRun({ text: item.text, color: MUTED }),
      ];
    }),
  }),
];
