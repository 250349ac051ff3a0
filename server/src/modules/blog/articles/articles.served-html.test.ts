import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../content/content.sanitize.ts';
import { servedArticleHtml } from './articles.served-html.ts';

/** The served body is exactly the sanitizer's output, memo or not, for whatever the row holds now. */
describe('servedArticleHtml', () => {
  it('serves what the sanitizer makes of the stored text, from the memo or afresh', () => {
    const clean = '<h2>Title</h2><p>Plain <a href="https://example.com">words</a>.</p>';
    expect(servedArticleHtml(clean)).toBe(sanitizeArticleHtml(clean));
    expect(servedArticleHtml(clean)).toBe(sanitizeArticleHtml(clean));

    // The same row changed around the service: a new key, sanitized again, never the old result.
    const tampered = `${clean}<script>alert(1)</script><img src=x onerror=alert(1)>`;
    const served = servedArticleHtml(tampered);
    expect(served).toBe(sanitizeArticleHtml(tampered));
    expect(served).not.toContain('script');
    expect(served).not.toContain('onerror');
  });

  it('stays correct past its size bound (old entries leave, results do not change)', () => {
    const big = `<p>${'word '.repeat(200_000)}</p>`;
    for (let i = 0; i < 5; i++) {
      const body = `${big}<p>${i}</p><script>alert(${i})</script>`;
      expect(servedArticleHtml(body)).toBe(sanitizeArticleHtml(body));
    }
    const first = `${big}<p>0</p><script>alert(0)</script>`;
    expect(servedArticleHtml(first)).toBe(sanitizeArticleHtml(first));
  });
});
