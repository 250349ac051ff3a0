/**
 * A file-name-safe slug of a title for Content-Disposition (ASCII letters, digits and dashes, at
 * most 60 characters); `fallback` when nothing is left (a title in another script).
 */
export function fileSlug(text: string, fallback: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
      .slice(0, 60) || fallback
  );
}
