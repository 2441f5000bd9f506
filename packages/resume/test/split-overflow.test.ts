import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import { splitColumns } from '../src/templates/split-columns';
import { toResumeView } from '../src/view/resume-view';
import { fixture } from './helpers/fixtures';
import { compact } from './helpers/in-order';
import { pdfText, withoutFooters } from './helpers/pdf-text';

const base = fixture('amelie-dubois-fr');
const crowded = {
  ...base,
  skills: Array.from({ length: 50 }, (_, i) => `Compétence numéro ${i + 1}`),
  interests: Array.from({ length: 50 }, (_, i) => `Intérêt ${i + 1}`),
  certifications: Array.from({ length: 50 }, (_, i) => `Certification professionnelle ${i + 1}`),
};

describe('Split sidebar', () => {
  it('keeps everything in the sidebar when it fits', () => {
    expect(splitColumns(toResumeView(base)).side).toEqual([
      'skills',
      'interests',
      'certifications',
    ]);
  });

  it('moves what does not fit on the first page to the main column, losing nothing', async () => {
    const columns = splitColumns(toResumeView(crowded));
    expect(columns.side.length).toBeLessThan(3);
    expect(columns.main).toEqual(
      expect.arrayContaining(
        ['skills', 'interests', 'certifications'].filter(
          (key) => !columns.side.includes(key as never),
        ),
      ),
    );
    const text = compact(
      withoutFooters(
        pdfText(await renderPdf(crowded, { template: 'split', fonts: nodeFontResolver })),
      ),
    );
    const missing = [...crowded.skills, ...crowded.interests, ...crowded.certifications].filter(
      (item) => !text.includes(compact(item)),
    );
    expect(missing).toEqual([]);
  });
});
