import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The English words of the server-rendered blog pages are the web app's own (`publicBlog` in
 * web/src/locales/en-US.blog.json): a reader with JavaScript off and one with it on see the same call
 * to action, headings and empty states. Read once when the module loads.
 */
type PublicBlogTexts = {
  list: {
    title: string;
    subtitle: string;
    featured: string;
    latest: string;
    emptyTitle: string;
    emptyDescription: string;
    noMatchTitle: string;
    noMatchDescription: string;
  };
  filters: {
    search: string;
    category: string;
    subject: string;
    tag: string;
    author: string;
    anyCategory: string;
    anySubject: string;
    anyTag: string;
    anyAuthor: string;
    clear: string;
  };
  card: { featured: string; readingTime_one: string; readingTime_other: string };
  author: { verified: string; writtenBy: string };
  article: {
    notFoundTitle: string;
    notFoundDescription: string;
    backToBlog: string;
    tags: string;
    related: string;
  };
  cta: { title: string; description: string; takeProfiler: string; browseProfilers: string };
};

const LOCALE_FILE = fileURLToPath(new URL('../../../../../web/src/locales/en-US.blog.json', import.meta.url));

export const BLOG_TEXTS = (JSON.parse(readFileSync(LOCALE_FILE, 'utf8')) as { publicBlog: PublicBlogTexts })
  .publicBlog;

/** "1 min read", "6 min read": the web's plural forms, English rules. */
export function readingTimeText(minutes: number): string {
  const form = minutes === 1 ? BLOG_TEXTS.card.readingTime_one : BLOG_TEXTS.card.readingTime_other;
  return form.replace('{{count}}', String(minutes));
}
