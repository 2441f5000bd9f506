import { createContext, useContext } from 'react';

/** The document's direction (view/direction.ts), set by ResumeDocument for every part. */
export const DirectionContext = createContext<'ltr' | 'rtl'>('ltr');

/**
 * The flex direction of a row of items read in order (a list, contact details, a bullet
 * and its text): right to left in a right-to-left document, so extractors that read an
 * Arabic or Hebrew line from the right get the items in their order.
 */
export const useRow = (): 'row' | 'row-reverse' =>
  useContext(DirectionContext) === 'rtl' ? 'row-reverse' : 'row';
