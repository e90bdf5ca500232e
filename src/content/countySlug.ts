/** SPEC.md: slugs are lowercased and trimmed, spaces become hyphens ("Tyne and Wear" → "tyne-and-wear"). */
export function countySlug(county: string): string {
  return county.trim().toLowerCase().replace(/\s+/g, '-');
}
