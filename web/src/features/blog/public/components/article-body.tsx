import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { articleProseClassName } from './article-prose';

/**
 * The article's body. `html` must be the `bodyHtml` of the API's answer and nothing else: the
 * server sanitized it with its allow-list (sanitize-html) before storing it and again before
 * serving it, which is what makes setting it as HTML safe. Never pass text from the address, the
 * reader or any other source here.
 *
 * Links inside the body to pages of this site are followed by the app's router (no full reload);
 * other links, and clicks with a modifier key, behave as the browser would.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click only routes the body's own links, which keep their keyboard behaviour
    <div
      className={cn(articleProseClassName, className)}
      data-testid="article-body"
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized twice on the server (before storing and before serving); see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
