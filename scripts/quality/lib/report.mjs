// Markdown helpers shared by the reports: stable tables and number formats, so a fresh run of the
// gates produces a file whose diff shows only what changed.

/** Escapes a table cell (pipes and newlines would break the row). */
export function cell(value) {
  return String(value ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');
}

/**
 * A Markdown table. `columns` is [{ title, align?: 'left' | 'right' | 'center' }], `rows` arrays
 * of cell values in the same order.
 */
export function markdownTable(columns, rows) {
  const header = `| ${columns.map((column) => cell(column.title)).join(' | ')} |`;
  const rule = `|${columns
    .map((column) =>
      column.align === 'right' ? ' ---: ' : column.align === 'center' ? ' :---: ' : ' --- ',
    )
    .join('|')}|`;
  const body = rows.map((row) => `| ${row.map(cell).join(' | ')} |`);
  return [header, rule, ...body].join('\n');
}

/** 86210 → "86,210". */
export function formatInteger(value) {
  return Math.round(value).toLocaleString('en-US');
}

/** Bytes as "84.2 KB" (binary kilobytes, one decimal), "0 B" for zero. */
export function formatKB(bytes) {
  if (bytes === 0) return '0 B';
  if (bytes < 1024) return `${bytes} B`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Milliseconds with a precision that suits their size: "0.42 ms", "12.3 ms", "1,234 ms". */
export function formatMs(ms) {
  if (!Number.isFinite(ms)) return '–';
  if (ms < 10) return `${ms.toFixed(2)} ms`;
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  return `${formatInteger(ms)} ms`;
}

/** A 0–1 Lighthouse score as a 0–100 integer, "–" when missing. */
export function formatScore(score) {
  return typeof score === 'number' ? String(Math.round(score * 100)) : '–';
}

/** A page path as an inline code span, readable in a table. */
export function pageCell(pagePath) {
  return `\`${pagePath}\``;
}

/** Joins report sections with blank lines and ends the file with one newline. */
export function document(sections) {
  return `${sections
    .filter((section) => section !== undefined && section !== '')
    .join('\n\n')
    .trim()}\n`;
}

/**
 * The "## Failures" section every report ends with: one line per failure with its page, in the
 * order the gate found them, or "None.".
 */
export function failuresSection(failures) {
  const body =
    failures.length === 0
      ? 'None.'
      : failures.map((failure) => `- ${pageCell(failure.page)}: ${failure.message}`).join('\n');
  return `## Failures\n\n${body}`;
}

/**
 * The line that labels a run's conditions under a report's title (`--note`), so two reports made
 * on a loaded and on an idle machine say which is which. Empty (no line) without a note.
 */
export function conditionsLine(note) {
  const text = note?.trim();
  return text ? `**Conditions of this run**: ${text}` : '';
}
