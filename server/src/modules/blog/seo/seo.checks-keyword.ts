import { type SeoCheck, type SeoCheckId, slugify } from '@pathwise/contract';
import { check, percent, plural, round2, SEO_THRESHOLDS, type SeoContext } from './seo.context.ts';
import { contentWords, keywordTokens, matchKeyword, phrasePositions } from './seo.keyword.ts';
import { splitSentences } from './seo.readability.ts';

/** The focus-keyword checks (Yoast's keyphrase assessments; Rank Math's "Basic SEO"). */

const KEYWORD_DEPENDENT: SeoCheckId[] = [
  'keyword_in_title',
  'keyword_in_meta_description',
  'keyword_in_slug',
  'keyword_in_introduction',
  'keyword_in_subheading',
  'keyword_density',
  'keyword_in_image_alt',
];

export function keywordChecks(ctx: SeoContext): SeoCheck[] {
  if (ctx.keywordWords.length === 0) {
    // One cause, one problem: the dependent checks wait for a keyword rather than all failing.
    return [
      check(
        'keyword_set',
        'problem',
        'No focus keyword is set. Add the phrase people would search for to find this article, so the other checks can look for it.',
      ),
      ...KEYWORD_DEPENDENT.map((id) =>
        check(id, 'improve', 'Set a focus keyword first; this check looks for it.'),
      ),
    ];
  }
  return [
    check('keyword_set', 'pass', `The focus keyword is "${ctx.keyword}".`, ctx.keywordWords.length),
    inTitle(ctx),
    inMetaDescription(ctx),
    inSlug(ctx),
    inIntroduction(ctx),
    inSubheading(ctx),
    density(ctx),
    inImageAlt(ctx),
  ];
}

function inTitle(ctx: SeoContext): SeoCheck {
  const id = 'keyword_in_title';
  if (!ctx.seoTitle)
    return check(id, 'problem', 'The article has no title. Write one that starts with the focus keyword.');
  const tokens = keywordTokens(ctx.seoTitle);
  const at = phrasePositions(tokens, ctx.keywordWords)[0];
  if (at === 0) return check(id, 'pass', 'The SEO title starts with the focus keyword. Well done.', 0);
  if (at !== undefined) {
    return check(
      id,
      'improve',
      'The SEO title contains the focus keyword, but not at the beginning. Move it to the front where the title still reads well.',
      at,
    );
  }
  if (matchKeyword(tokens, ctx.keywordWords) === 'words') {
    return check(
      id,
      'improve',
      `The SEO title has the focus keyword's words but not the phrase. Use "${ctx.keyword}" as written, ideally at the beginning.`,
    );
  }
  return check(
    id,
    'problem',
    `The SEO title does not contain the focus keyword "${ctx.keyword}". Add it, ideally at the beginning.`,
  );
}

function inMetaDescription(ctx: SeoContext): SeoCheck {
  const id = 'keyword_in_meta_description';
  if (!ctx.metaDescription) {
    return check(
      id,
      'problem',
      'There is no meta description, so search engines pick any text from the page. Write one that uses the focus keyword.',
      0,
    );
  }
  const tokens = keywordTokens(ctx.metaDescription);
  const count = phrasePositions(tokens, ctx.keywordWords).length;
  if (count > 2) {
    return check(
      id,
      'improve',
      `The meta description repeats the focus keyword ${count} times. Once or twice reads naturally.`,
      count,
    );
  }
  if (count > 0) return check(id, 'pass', 'The meta description contains the focus keyword.', count);
  if (matchKeyword(tokens, ctx.keywordWords) === 'words') {
    return check(
      id,
      'improve',
      `The meta description has the focus keyword's words but not the phrase. Use "${ctx.keyword}" as written.`,
      0,
    );
  }
  return check(
    id,
    'problem',
    `The meta description does not contain the focus keyword "${ctx.keyword}". Add it.`,
    0,
  );
}

function inSlug(ctx: SeoContext): SeoCheck {
  const id = 'keyword_in_slug';
  const slugWords = ctx.input.slug.split('-').filter(Boolean);
  const wanted = slugify(ctx.keyword).split('-').filter(Boolean);
  if (wanted.length === 0) {
    return check(id, 'pass', 'The focus keyword has no letters or digits a slug could hold.', null);
  }
  if (phrasePositions(slugWords, wanted).length > 0) {
    return check(id, 'pass', 'The slug contains the focus keyword.', 100);
  }
  const meaningful = contentWords(wanted);
  const found = meaningful.filter((word) => slugWords.some((part) => part === word || part === `${word}s`));
  const share = Math.round(percent(found.length, meaningful.length));
  const suggestion = `Use a slug like "${slugify(ctx.keyword)}".`;
  if (share >= 50) {
    return check(id, 'improve', `The slug holds part of the focus keyword. ${suggestion}`, share);
  }
  return check(id, 'problem', `The slug does not contain the focus keyword. ${suggestion}`, share);
}

function inIntroduction(ctx: SeoContext): SeoCheck {
  const id = 'keyword_in_introduction';
  const first = ctx.doc.blocks.find(
    (block) => block.kind === 'paragraph' || block.kind === 'item' || block.kind === 'quote',
  );
  if (!first) {
    return check(
      id,
      'problem',
      'The article has no introduction yet. Open with a paragraph that uses the focus keyword.',
    );
  }
  const tokens = keywordTokens(first.text);
  const match = matchKeyword(tokens, ctx.keywordWords);
  const inOneSentence =
    match === 'phrase' ||
    splitSentences(first.text).some(
      (sentence) => matchKeyword(keywordTokens(sentence), ctx.keywordWords) !== 'none',
    );
  if (inOneSentence) return check(id, 'pass', 'The first paragraph uses the focus keyword. Well done.');
  if (match === 'words') {
    return check(
      id,
      'improve',
      "The first paragraph has the focus keyword's words, but not within one sentence. Bring them together.",
    );
  }
  return check(
    id,
    'problem',
    `The first paragraph does not use the focus keyword. Say "${ctx.keyword}" early, so readers and search engines know the topic at once.`,
  );
}

function inSubheading(ctx: SeoContext): SeoCheck {
  const id = 'keyword_in_subheading';
  // Yoast counts the higher-level subheadings only: h2 and h3.
  const subheadings = ctx.doc.headings.filter((heading) => heading.level === 2 || heading.level === 3);
  if (subheadings.length === 0) {
    return check(
      id,
      'improve',
      'There are no h2 or h3 subheadings. Add some, and use the focus keyword in one.',
      0,
    );
  }
  const matching = subheadings.filter(
    (heading) => matchKeyword(keywordTokens(heading.text), ctx.keywordWords) !== 'none',
  ).length;
  if (matching === 0) {
    return check(
      id,
      'problem',
      'None of the h2 or h3 subheadings uses the focus keyword. Work it (or its words) into at least one.',
      0,
    );
  }
  const share = percent(matching, subheadings.length);
  if (subheadings.length > 1 && share > SEO_THRESHOLDS.subheadingMaxShare) {
    return check(
      id,
      'improve',
      `${matching} of ${subheadings.length} subheadings use the focus keyword: that reads as over-optimised. Vary the wording in some.`,
      matching,
    );
  }
  return check(
    id,
    'pass',
    `${matching} of ${plural(subheadings.length, 'subheading')} ${matching === 1 ? 'uses' : 'use'} the focus keyword.`,
    matching,
  );
}

function density(ctx: SeoContext): SeoCheck {
  const id = 'keyword_density';
  const count = phrasePositions(ctx.bodyTokens, ctx.keywordWords).length;
  const value = round2(percent(count, ctx.wordCount));
  const { min, max } = SEO_THRESHOLDS.density;
  if (ctx.wordCount === 0)
    return check(id, 'improve', 'The article has no text yet to count the focus keyword in.', 0);
  if (count === 0) {
    return check(
      id,
      'problem',
      'The focus keyword does not appear in the text. Use it where it fits naturally.',
      0,
    );
  }
  const found = `${plural(count, 'time')} in ${plural(ctx.wordCount, 'word')}`;
  if (ctx.wordCount < SEO_THRESHOLDS.densityMinWords) {
    return check(
      id,
      'improve',
      `The focus keyword appears ${found}; write at least ${SEO_THRESHOLDS.densityMinWords} words to judge its density.`,
      value,
    );
  }
  if (value < min) {
    return check(
      id,
      'improve',
      `Keyword density is ${value}% (${found}). Use the keyword a little more; ${min}–${max}% is the aim.`,
      value,
    );
  }
  if (value > max) {
    return check(
      id,
      'problem',
      `Keyword density is ${value}% (${found}): that reads as keyword stuffing. Use synonyms and stay under ${max}%.`,
      value,
    );
  }
  return check(id, 'pass', `Keyword density is ${value}% (${found}). Good.`, value);
}

function inImageAlt(ctx: SeoContext): SeoCheck {
  const id = 'keyword_in_image_alt';
  const images = ctx.doc.images;
  if (images.length === 0) {
    return check(
      id,
      'improve',
      'The article has no images. Add one whose alt text uses the focus keyword.',
      0,
    );
  }
  const matching = images.filter(
    (image) => image.alt && matchKeyword(keywordTokens(image.alt), ctx.keywordWords) !== 'none',
  ).length;
  if (matching === 0) {
    return check(
      id,
      'improve',
      `No image's alt text uses the focus keyword (${plural(images.length, 'image')} checked). Describe an image that shows the topic with it.`,
      0,
    );
  }
  if (images.length >= 5 && percent(matching, images.length) > SEO_THRESHOLDS.imageAltMaxShare) {
    return check(
      id,
      'improve',
      `${matching} of ${images.length} images use the focus keyword in their alt text: describe each image as it is rather than repeat the keyword.`,
      matching,
    );
  }
  return check(
    id,
    'pass',
    `${matching} of ${plural(images.length, 'image')} ${matching === 1 ? 'uses' : 'use'} the focus keyword in the alt text.`,
    matching,
  );
}
