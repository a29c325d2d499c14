/** The year the blog first published: the start of the footer's copyright range. */
export const FIRST_PUBLISHED_YEAR = 2025

/** "2025–2026", or "2025" alone while the current year is still the first one. */
export function copyrightYears(currentYear: number, firstYear = FIRST_PUBLISHED_YEAR): string {
  return currentYear > firstYear ? `${firstYear}–${currentYear}` : String(firstYear)
}
