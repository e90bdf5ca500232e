/** Slugs are lowercased and trimmed, spaces become hyphens ("Tyne and Wear" → "tyne-and-wear"): docs/content-model.md#slugs. */
export function countySlug(county: string): string {
  return county.trim().toLowerCase().replace(/\s+/g, '-');
}
