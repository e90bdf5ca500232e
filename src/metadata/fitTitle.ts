/** Search engines show about 60 characters of a title (`site check` warns past that; html-validate errs past 70). */
export const MAX_TITLE_LENGTH = 60;

/**
 * The first candidate that fits within the limit once " | {site name}" is appended, else the
 * shortest. Candidates run from most to least specific, e.g. with and without the county.
 */
export function fitTitle(candidates: readonly string[], siteName: string, max = MAX_TITLE_LENGTH): string {
  const suffix = ` | ${siteName}`.length;
  const fitting = candidates.find((title) => title.length + suffix <= max);
  return fitting ?? [...candidates].sort((a, b) => a.length - b.length)[0]!;
}
