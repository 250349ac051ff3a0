import { useEffect } from 'react';

/**
 * Sets the page's meta description while an article is shown (the server-rendered page had set it
 * for the article the reader arrived on; moving between articles in the app keeps it right), and
 * puts back what was there when the reader leaves: the app's own description for every other page.
 */
export function useMetaDescription(description: string | null | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
