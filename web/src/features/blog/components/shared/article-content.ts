/**
 * The article body's typography, shared by the editor and the preview so a writer sees the page as
 * readers will (the public page's own styles live on the server-rendered page).
 */
export const ARTICLE_CONTENT_CLASS = [
  'text-[15px] leading-7 text-slate-800',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left',
].join(' ');

/**
 * A link the editor accepts: http(s), mailto, or a path or anchor on this site. `javascript:`, `data:`
 * and anything else are refused here (the server's allow-list refuses them again). A bare domain
 * gets https://. Returns null when refused.
 */
export function safeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  if (text.startsWith('#')) return text;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return null;
    if (url.protocol !== 'mailto:' && !url.hostname.includes('.') && url.hostname !== 'localhost')
      return null;
    return url.href;
  } catch {
    return null;
  }
}
