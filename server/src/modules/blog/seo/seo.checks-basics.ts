import type { SeoCheck } from '@pathwise/contract';
import { check, plural, SEO_THRESHOLDS, type SeoContext } from './seo.context.ts';
import type { ArticleLink } from './seo.document.ts';
import {
  DESCRIPTION_FONT_PX,
  DESCRIPTION_MAX_PX,
  TITLE_FONT_PX,
  TITLE_MAX_PX,
  TITLE_SAFE_PX,
  textWidthPx,
} from './seo.pixels.ts';
import { wordsOf } from './seo.readability.ts';

/** Lengths, widths, structure, links and images (Yoast's SEO assessments; Rank Math's "Additional"). */

export function basicsChecks(ctx: SeoContext, widths: { title: number; description: number }): SeoCheck[] {
  const links = classifyLinks(ctx.doc.links, ctx.input.publicOrigin);
  return [
    titleLength(ctx),
    titleWidth(widths.title),
    metaDescriptionLength(ctx),
    metaDescriptionWidth(widths.description),
    textLength(ctx),
    headingStructure(ctx),
    linkCheck('internal_links', links.internal),
    linkCheck('outbound_links', links.outbound),
    imageAltText(ctx),
  ];
}

export function measureWidths(ctx: SeoContext) {
  return {
    title: textWidthPx(ctx.seoTitle, TITLE_FONT_PX),
    description: textWidthPx(ctx.metaDescription, DESCRIPTION_FONT_PX),
  };
}

function titleLength(ctx: SeoContext): SeoCheck {
  const id = 'title_length';
  const length = [...ctx.seoTitle].length;
  const { min, max } = SEO_THRESHOLDS.title;
  if (length === 0) return check(id, 'problem', 'The article has no title. Write one.', 0);
  if (length < min) {
    return check(
      id,
      'improve',
      `The SEO title is ${plural(length, 'character')}. Use ${min}–${max} to say more and stand out in results.`,
      length,
    );
  }
  if (length > max) {
    return check(
      id,
      'improve',
      `The SEO title is ${length} characters; Google shows about ${max}. Shorten it, or set a shorter meta title.`,
      length,
    );
  }
  return check(id, 'pass', `The SEO title is ${length} characters. Good.`, length);
}

function titleWidth(px: number): SeoCheck {
  const id = 'title_width';
  if (px === 0) return check(id, 'problem', 'The article has no title to show in search results.', 0);
  if (px > TITLE_MAX_PX) {
    return check(
      id,
      'problem',
      `The SEO title is about ${px} px wide; Google cuts titles at about ${TITLE_MAX_PX} px, so the end will not show. Shorten it.`,
      px,
    );
  }
  if (px > TITLE_SAFE_PX) {
    return check(
      id,
      'improve',
      `The SEO title is about ${px} px wide, near Google's limit (${TITLE_SAFE_PX}–${TITLE_MAX_PX} px); it may be cut on some screens.`,
      px,
    );
  }
  return check(id, 'pass', `The SEO title is about ${px} px wide and fits in search results.`, px);
}

function metaDescriptionLength(ctx: SeoContext): SeoCheck {
  const id = 'meta_description_length';
  const length = [...ctx.metaDescription].length;
  const { min, max } = SEO_THRESHOLDS.metaDescription;
  if (length === 0) {
    return check(
      id,
      'problem',
      `There is no meta description. Write ${min}–${max} characters that tell searchers what they will get.`,
      0,
    );
  }
  if (length < min) {
    return check(
      id,
      'improve',
      `The meta description is ${plural(length, 'character')}. Use ${min}–${max} to make the most of the snippet.`,
      length,
    );
  }
  if (length > max) {
    return check(
      id,
      'improve',
      `The meta description is ${length} characters; Google shows about ${max}. Shorten it so it is not cut.`,
      length,
    );
  }
  return check(id, 'pass', `The meta description is ${length} characters. Good.`, length);
}

function metaDescriptionWidth(px: number): SeoCheck {
  const id = 'meta_description_width';
  if (px === 0) return check(id, 'problem', 'There is no meta description to show in search results.', 0);
  if (px > DESCRIPTION_MAX_PX) {
    return check(
      id,
      'improve',
      `The meta description is about ${px} px wide; Google cuts it at about ${DESCRIPTION_MAX_PX} px on desktop. Put the point first or shorten it.`,
      px,
    );
  }
  return check(id, 'pass', `The meta description is about ${px} px wide and fits in search results.`, px);
}

function textLength(ctx: SeoContext): SeoCheck {
  const id = 'text_length';
  const words = ctx.wordCount;
  const { min, low } = SEO_THRESHOLDS.text;
  if (words >= min) return check(id, 'pass', `The text has ${words} words. Good.`, words);
  const advice = `Write at least ${min} words so the page fully answers the search.`;
  if (words >= low) return check(id, 'improve', `The text has ${words} words. ${advice}`, words);
  return check(id, 'problem', `The text has ${plural(words, 'word')}, far below ${min}. ${advice}`, words);
}

function headingStructure(ctx: SeoContext): SeoCheck {
  const id = 'heading_structure';
  const headings = ctx.doc.headings;
  const subheadings = headings.filter((heading) => heading.level > 1).length;
  if (headings.some((heading) => heading.level === 1)) {
    return check(
      id,
      'problem',
      'The body has an h1 heading, but the article title is already the page h1. Make body headings h2 or lower.',
      subheadings,
    );
  }
  if (ctx.wordCount === 0)
    return check(id, 'improve', 'The article has no text yet to give structure to.', 0);
  if (subheadings === 0) {
    if (ctx.wordCount > SEO_THRESHOLDS.sectionMaxWords) {
      return check(
        id,
        'problem',
        `The text has no subheadings. Break it up with h2 headings at least every ${SEO_THRESHOLDS.sectionMaxWords} words.`,
        0,
      );
    }
    return check(id, 'pass', 'No subheadings, but the text is short enough not to need them.', 0);
  }
  // The title is the page's h1, so the first body heading should be an h2 and no level may be skipped.
  let previous = 1;
  for (const heading of headings) {
    if (heading.level > previous + 1) {
      return check(
        id,
        'improve',
        `An h${heading.level} ("${heading.text.slice(0, 60)}") follows an h${previous}: do not skip heading levels.`,
        subheadings,
      );
    }
    previous = heading.level;
  }
  const longest = longestSection(ctx);
  if (longest > SEO_THRESHOLDS.sectionMaxWords) {
    return check(
      id,
      'improve',
      `One section runs ${longest} words without a subheading. Add one at least every ${SEO_THRESHOLDS.sectionMaxWords} words.`,
      subheadings,
    );
  }
  return check(
    id,
    'pass',
    `${plural(subheadings, 'subheading')} in order, none skipping a level.`,
    subheadings,
  );
}

/** The most words between two headings (or before the first): Yoast's subheading distribution. */
function longestSection(ctx: SeoContext): number {
  let longest = 0;
  let current = 0;
  for (const block of ctx.doc.blocks) {
    if (block.kind === 'heading') {
      current = 0;
    } else if (block.kind !== 'code') {
      current += wordsOf(block.text).length;
      longest = Math.max(longest, current);
    }
  }
  return longest;
}

type LinkSplit = { internal: ArticleLink[]; outbound: ArticleLink[] };

/**
 * Relative links and links to the site's own host (with or without www.) are internal; other
 * http(s) links are outbound. In-page anchors, mailto: and tel: are neither.
 */
export function classifyLinks(links: readonly ArticleLink[], publicOrigin: string): LinkSplit {
  const split: LinkSplit = { internal: [], outbound: [] };
  let ownHost = '';
  try {
    ownHost = new URL(publicOrigin).host.replace(/^www\./, '');
  } catch {
    ownHost = '';
  }
  for (const link of links) {
    const href = link.href;
    if (!href || href.startsWith('#')) continue;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, publicOrigin || 'http://relative.invalid');
    } catch {
      continue;
    }
    const isAbsolute = /^(?:https?:)?\/\//i.test(href);
    if (!isAbsolute || url.host.replace(/^www\./, '') === ownHost) split.internal.push(link);
    else split.outbound.push(link);
  }
  return split;
}

const isNofollow = (link: ArticleLink) => /\bnofollow\b/i.test(link.rel);

function linkCheck(id: 'internal_links' | 'outbound_links', links: ArticleLink[]): SeoCheck {
  const internal = id === 'internal_links';
  if (links.length === 0) {
    return check(
      id,
      'problem',
      internal
        ? 'There are no links to other pages of this site. Link to related articles or a profiler readers can take.'
        : 'There are no links to other websites. Link to a source or further reading where it helps the reader.',
      0,
    );
  }
  const followed = links.filter((link) => !isNofollow(link)).length;
  const kind = internal ? 'internal' : 'outbound';
  if (followed === 0) {
    return check(
      id,
      'improve',
      `Every ${kind} link is nofollow. Let search engines follow at least one.`,
      links.length,
    );
  }
  return check(id, 'pass', `${plural(links.length, `${kind} link`)}. Good.`, links.length);
}

function imageAltText(ctx: SeoContext): SeoCheck {
  const id = 'image_alt_text';
  const images = ctx.doc.images;
  if (images.length === 0) {
    return check(
      id,
      'improve',
      'The article has no images. Add at least one, with alt text that describes it.',
      0,
    );
  }
  const missing = images.filter((image) => !image.alt).length;
  if (missing > 0) {
    return check(
      id,
      'problem',
      `${missing} of ${plural(images.length, 'image')} ${missing === 1 ? 'has' : 'have'} no alt text. Describe each image for screen readers and image search.`,
      missing,
    );
  }
  const all = images.length === 1 ? 'The image has' : `All ${images.length} images have`;
  return check(id, 'pass', `${all} alt text.`, 0);
}
