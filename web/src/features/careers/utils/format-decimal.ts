/** A number with exactly `digits` decimals in the reader's language ("0.81", "0,81"). */
export function formatDecimal(value: number, language: string | undefined, digits: number): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
