// Shared by `site check` in-process and by its worker threads: plain JavaScript, so a worker
// can load it without a TypeScript loader.

/** Validates pages with an html-validate instance; returns flat, serialisable messages. */
export async function validatePages(validator, pages) {
  const messages = [];
  for (const { file, html } of pages) {
    const report = await validator.validateString(html, file);
    for (const result of report.results) {
      for (const m of result.messages) messages.push({ file, line: m.line, column: m.column, severity: m.severity, ruleId: m.ruleId, message: m.message });
    }
  }
  return messages;
}
