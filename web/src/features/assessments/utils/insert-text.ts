/** `value` with `token` replacing the selection [start, end), and where the caret goes after it. */
export function insertText(
  value: string,
  token: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + token + value.slice(to), caret: from + token.length };
}
