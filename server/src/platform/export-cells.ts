/**
 * The one formula-cell rule of every export (CSV and XLSX): a spreadsheet runs a text cell that
 * starts with `=`, `+`, `-` or `@` as a formula, and some also after a leading tab, carriage return
 * or NUL (OWASP "CSV injection"; security.md §3.7). Such text gets a leading apostrophe, which
 * spreadsheet apps show as plain text. Only strings: a number-typed -2 is a number, not a formula.
 */
export function neutraliseFormulaCell(value: string): string {
  return /^[=+\-@\t\r\0]/.test(value) ? `'${value}` : value;
}

/** A value an export writes to one cell. */
export type ExportCell = string | number | boolean | null | undefined | Date;
