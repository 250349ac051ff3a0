/** Spec §9: prompt previews show 200 characters of the text and 100 of the system prompt. */
export const PROMPT_TEXT_PREVIEW = 200;
export const SYSTEM_PROMPT_PREVIEW = 100;

/** The first `length` characters, with an ellipsis when something was cut. */
export function previewText(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
