import type { Resume } from '@shortlist/resume';
import { lazy, Suspense } from 'react';

const Panel = lazy(() => import('./ats-panel').then((module) => ({ default: module.AtsPanel })));

/** The panel, loaded when first shown (it brings the parsers' entry points with it). */
export function AtsCheck({ resume }: { resume: Resume }) {
  return (
    <Suspense fallback={null}>
      <Panel resume={resume} />
    </Suspense>
  );
}
