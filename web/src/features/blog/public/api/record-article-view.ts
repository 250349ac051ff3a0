import { api } from '@/lib/api-client';

/**
 * Counts one view on the server (which stores no personal data). Sent with the article's current
 * slug: an old slug would answer 301, and a redirected POST arrives as a GET. A lost count is not
 * worth a toast or a retry, so failures are swallowed.
 */
export async function recordArticleView(slug: string): Promise<void> {
  try {
    await api.post(`/blog/articles/${encodeURIComponent(slug)}/view`, undefined, { silent: true });
  } catch {
    // The reader's page must not suffer for a statistic.
  }
}
