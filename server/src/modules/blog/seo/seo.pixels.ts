/**
 * How wide a title or description is on Google's desktop results page, estimated from character
 * widths (decision 020). Google sets result titles in Arial at about 20 px and descriptions at about
 * 14 px; it cuts a title at about 580–600 px and a description at about 920 px (two lines). Yoast
 * SEO's snippet preview measures titles against 600 px the same way.
 *
 * Arial is metric-compatible with Helvetica, so the table is Helvetica's advance widths from Adobe's
 * Core 14 AFM files (units of 1/1000 em). A character outside the table takes the width of its
 * unaccented letter ("é" as "e"), or an average lower-case width (556) when it has none; a
 * character of the wide scripts (CJK) takes a full em.
 */

export const TITLE_FONT_PX = 20;
export const DESCRIPTION_FONT_PX = 14;
/** Google cuts titles between these widths depending on the characters; past the first one it may show "…". */
export const TITLE_MAX_PX = 600;
export const TITLE_SAFE_PX = 580;
export const DESCRIPTION_MAX_PX = 920;

const WIDTHS: Record<string, number> = {
  ' ': 278,
  '!': 278,
  '"': 355,
  '#': 556,
  $: 556,
  '%': 889,
  '&': 667,
  "'": 191,
  '(': 333,
  ')': 333,
  '*': 389,
  '+': 584,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '<': 584,
  '=': 584,
  '>': 584,
  '?': 556,
  '@': 1015,
  '[': 278,
  '\\': 278,
  ']': 278,
  '^': 469,
  _: 556,
  '`': 333,
  '{': 334,
  '|': 260,
  '}': 334,
  '~': 584,
  '‘': 222,
  '’': 222,
  '“': 333,
  '”': 333,
  '–': 556,
  '—': 1000,
  '…': 1000,
  '•': 350,
  '·': 278,
  '«': 556,
  '»': 556,
  '€': 556,
  '£': 556,
  '₹': 556,
};
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const LOWER_WIDTHS = [
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556,
  500, 722, 500, 500, 500,
];
const UPPER_WIDTHS = [
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611,
];
for (let i = 0; i < 26; i += 1) {
  WIDTHS[LOWER[i]!] = LOWER_WIDTHS[i]!;
  WIDTHS[LOWER[i]!.toUpperCase()] = UPPER_WIDTHS[i]!;
}
for (const digit of '0123456789') WIDTHS[digit] = 556;

const AVERAGE = 556;

function charWidth(char: string): number {
  const known = WIDTHS[char];
  if (known !== undefined) return known;
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (base.length === 1 && WIDTHS[base] !== undefined) return WIDTHS[base]!;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char)) return 1000;
  return AVERAGE;
}

/** Estimated width in pixels of `text` at `fontPx`. */
export function textWidthPx(text: string, fontPx: number): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return Math.round((units * fontPx) / 1000);
}
