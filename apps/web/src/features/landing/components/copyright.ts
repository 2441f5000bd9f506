/** The landing page's footer line; the static landing page's script writes the current year. */
export const copyrightLine = (year: number) => `© ${year} Shortlist`;
