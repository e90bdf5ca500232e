/** Text made safe to place in HTML or XML, in element content and in quoted attribute values alike. */
export function escapeMarkup(text: string): string {
  // Most text has nothing to escape: it is returned as it is, not copied five times over.
  if (!/[&<>"']/.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
