import { i18n } from '@/lib/i18n';

const language = () => i18n.resolvedLanguage ?? 'en-US';

/** An average as the server rounded it, always with its one decimal ("4.0", "3,8"). */
export function formatAverage(value: number): string {
  return new Intl.NumberFormat(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A whole percent of `total` ("60%"); 0% when there is nothing to divide. */
export function formatShare(count: number, total: number): string {
  const share = total === 0 ? 0 : count / total;
  return new Intl.NumberFormat(language(), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** The share as a CSS width, for a distribution bar. */
export function shareWidth(count: number, total: number): string {
  return `${total === 0 ? 0 : Math.round((count / total) * 1000) / 10}%`;
}
