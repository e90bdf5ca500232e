import type { Section } from './model.ts';
import { fillPageTokens } from './resolveClaims.ts';

/**
 * A page's copy with its page tokens ({service}, {location}, {county}, {town}) filled in:
 * strings, sections and their items alike, so templates never handle tokens themselves.
 */
export function fillCopy<T extends { title: string; description: string; heading: string; lead: string; sections: Record<string, Section> }>(
  copy: T,
  values: Readonly<Record<string, string>>,
): T {
  const fill = (text: string) => fillPageTokens(text, values);
  const sections = Object.fromEntries(
    Object.entries(copy.sections).map(([name, section]) => [
      name,
      {
        ...section,
        heading: fill(section.heading),
        ...(section.intro === undefined ? {} : { intro: fill(section.intro) }),
        items: section.items.map((item) => ({ ...item, title: fill(item.title), text: fill(item.text) })),
      },
    ]),
  );
  return { ...copy, title: fill(copy.title), description: fill(copy.description), heading: fill(copy.heading), lead: fill(copy.lead), sections };
}
