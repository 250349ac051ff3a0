import {
  SEO_CHECK_IDS,
  type SeoCheck,
  type SeoCheckId,
  SeoCheckSchema,
  SeoFiguresSchema,
} from '@pathwise/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeSeo, type SeoInput } from './seo.analyzer.ts';
import { CARELESS_ARTICLE, GOOD_ARTICLE } from './seo.test-support.ts';

/**
 * The analyzer on hand-written articles whose verdicts we know: a well-made one passes every check,
 * a careless one fails the checks it should, and each check's bands are walked one at a time by
 * changing one thing in the good article.
 */

const GOOD = GOOD_ARTICLE;
const BAD = CARELESS_ARTICLE;

const verdicts = (checks: SeoCheck[]) => Object.fromEntries(checks.map((item) => [item.id, item.verdict]));
const find = (checks: SeoCheck[], id: SeoCheckId) => checks.find((item) => item.id === id)!;
const analyze = (changes: Partial<SeoInput>) => analyzeSeo({ ...GOOD, ...changes });
const verdictOf = (changes: Partial<SeoInput>, id: SeoCheckId) => find(analyze(changes).checks, id).verdict;

describe('SEO analyzer on whole articles', () => {
  it('a well-made article passes every check and scores 100', () => {
    const result = analyzeSeo(GOOD);
    const notPassing = result.checks.filter((item) => item.verdict !== 'pass');
    expect(notPassing, JSON.stringify(notPassing, null, 2)).toEqual([]);
    expect(result.score).toBe(100);
    expect(result.figures).toMatchObject({ wordCount: 339, paragraphCount: 8, keywordCount: 2 });
    expect(result.figures.fleschReadingEase).toBeGreaterThan(80);
  });

  it('a careless draft gets the problems it has, named, and a poor score', () => {
    const result = analyzeSeo(BAD);
    const problems = result.checks.filter((item) => item.verdict === 'problem').map((item) => item.id);
    expect(problems).toEqual(
      expect.arrayContaining([
        'keyword_in_title',
        'keyword_in_meta_description',
        'keyword_in_slug',
        'keyword_in_introduction',
        'keyword_in_subheading',
        'keyword_density',
        'meta_description_length',
        'meta_description_width',
        'heading_structure',
        'internal_links',
        'outbound_links',
        'image_alt_text',
        'flesch_reading_ease',
        'sentence_length',
        'passive_voice',
      ]),
    );
    // 201 words in a 184-word paragraph: too short a text, too long a paragraph, both short of a problem.
    expect(verdicts(result.checks)).toMatchObject({
      keyword_set: 'pass',
      title_length: 'improve',
      text_length: 'improve',
      paragraph_length: 'improve',
    });
    expect(find(result.checks, 'heading_structure').message).toContain('h1');
    expect(find(result.checks, 'image_alt_text').message).toBe(
      '1 of 1 image has no alt text. Describe each image for screen readers and image search.',
    );
    expect(result.score).toBeLessThan(30);
  });

  it('answers every check of the contract, in its order, in the contract shape', () => {
    for (const input of [GOOD, BAD]) {
      const result = analyzeSeo(input);
      expect(result.checks.map((item) => item.id)).toEqual([...SEO_CHECK_IDS]);
      for (const item of result.checks) {
        SeoCheckSchema.parse(item);
        expect(item.message.length).toBeGreaterThan(10);
      }
      SeoFiguresSchema.parse(result.figures);
      expect(Number.isInteger(result.score)).toBe(true);
    }
  });
});

describe('empty articles and missing keywords', () => {
  it('an empty article gets verdicts, not an exception, and a poor score', () => {
    const result = analyzeSeo({
      title: '',
      metaTitle: null,
      metaDescription: null,
      slug: '',
      focusKeyword: null,
      bodyHtml: '',
      publicOrigin: 'https://pathwise.example',
    });
    expect(result.checks).toHaveLength(SEO_CHECK_IDS.length);
    expect(verdicts(result.checks)).toMatchObject({
      keyword_set: 'problem',
      title_length: 'problem',
      text_length: 'problem',
      flesch_reading_ease: 'improve',
    });
    expect(result.figures).toEqual({
      wordCount: 0,
      sentenceCount: 0,
      paragraphCount: 0,
      fleschReadingEase: null,
      keywordCount: 0,
      keywordDensity: 0,
      titlePixels: 0,
      metaDescriptionPixels: 0,
    });
    expect(result.score).toBeLessThan(40);
  });

  it('without a keyword, one problem says so and the keyword checks wait for it (improve)', () => {
    for (const focusKeyword of [null, '', '   ', '!!!']) {
      const result = analyze({ focusKeyword });
      const keywordChecks = result.checks.filter((item) => item.group === 'keyword');
      expect(find(result.checks, 'keyword_set').verdict).toBe('problem');
      expect(
        keywordChecks.filter((item) => item.id !== 'keyword_set').every((item) => item.verdict === 'improve'),
      ).toBe(true);
      // The rest of a good article still counts: the score lands in the middle band, not at zero.
      expect(result.score).toBeGreaterThanOrEqual(70);
      expect(result.score).toBeLessThan(80);
    }
  });

  it('never throws on any HTML or text, and always answers every check', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.oneof(fc.constant(null), fc.string({ maxLength: 20 })),
        fc.string({ maxLength: 80 }),
        (bodyHtml, focusKeyword, title) => {
          const result = analyzeSeo({
            ...GOOD,
            bodyHtml: `<p>${bodyHtml}<h2>${bodyHtml}`,
            focusKeyword,
            title,
          });
          expect(result.checks).toHaveLength(SEO_CHECK_IDS.length);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('keyword checks', () => {
  it('keyword in the SEO title: at the beginning passes, later improves, absent is a problem; the meta title wins', () => {
    expect(verdictOf({}, 'keyword_in_title')).toBe('pass');
    expect(verdictOf({ title: 'How to choose: a career test guide for you' }, 'keyword_in_title')).toBe(
      'improve',
    );
    expect(verdictOf({ title: 'A test of your career interests and skills' }, 'keyword_in_title')).toBe(
      'improve',
    );
    expect(verdictOf({ title: 'How to choose work that fits you and lasts' }, 'keyword_in_title')).toBe(
      'problem',
    );
    expect(
      verdictOf(
        {
          title: 'No keyword here at all, sorry',
          metaTitle: 'Career test guide for people who want to choose',
        },
        'keyword_in_title',
      ),
    ).toBe('pass');
  });

  it('matches across case, accents, plurals and possessives; multi-word keywords as a phrase', () => {
    expect(verdictOf({ title: 'CAREER TESTS: how to choose work that fits you' }, 'keyword_in_title')).toBe(
      'pass',
    );
    expect(verdictOf({ title: "The career test's guide to choosing work well" }, 'keyword_in_title')).toBe(
      'improve',
    );
    expect(
      verdictOf(
        { focusKeyword: 'Résumé tips', title: 'Resume tips that help you get the interview' },
        'keyword_in_title',
      ),
    ).toBe('pass');
    expect(
      verdictOf(
        { focusKeyword: 'resume tips', title: 'Résumé Tips that help you get the interview' },
        'keyword_in_title',
      ),
    ).toBe('pass');
  });

  it('keyword in the meta description: once or twice passes, three times improves, absent or missing is a problem', () => {
    expect(verdictOf({}, 'keyword_in_meta_description')).toBe('pass');
    expect(
      verdictOf(
        {
          metaDescription:
            'Career test, career test, career test: the best career test is the one you take today.',
        },
        'keyword_in_meta_description',
      ),
    ).toBe('improve');
    expect(verdictOf({ metaDescription: 'Learn how to choose work.' }, 'keyword_in_meta_description')).toBe(
      'problem',
    );
    expect(verdictOf({ metaDescription: null }, 'keyword_in_meta_description')).toBe('problem');
  });

  it('keyword in the slug: the whole keyword passes, half of it improves, none is a problem', () => {
    expect(verdictOf({ slug: 'career-test' }, 'keyword_in_slug')).toBe('pass');
    expect(verdictOf({ slug: 'choosing-a-career' }, 'keyword_in_slug')).toBe('improve');
    expect(verdictOf({ slug: 'post-1' }, 'keyword_in_slug')).toBe('problem');
    expect(verdictOf({ focusKeyword: 'Résumé tips', slug: 'resume-tips-2025' }, 'keyword_in_slug')).toBe(
      'pass',
    );
  });

  it('keyword in the introduction: in one sentence passes, scattered improves, absent is a problem', () => {
    const withIntro = (intro: string) => ({
      bodyHtml: `<p>${intro}</p>${GOOD.bodyHtml.replace(/^\s*<p>.*?<\/p>/s, '')}`,
    });
    expect(verdictOf(withIntro('Take a test to plan your career.'), 'keyword_in_introduction')).toBe('pass');
    expect(verdictOf(withIntro('Plan your career. Then take a test.'), 'keyword_in_introduction')).toBe(
      'improve',
    );
    expect(verdictOf(withIntro('Work should fit you.'), 'keyword_in_introduction')).toBe('problem');
  });

  it('keyword in subheadings: none is a problem, most of them is over-optimised', () => {
    const headings = (...texts: string[]) => ({
      bodyHtml: texts.map((text) => `<h2>${text}</h2><p>A short paragraph about a career test.</p>`).join(''),
    });
    expect(verdictOf(headings('Why it helps', 'Career test basics'), 'keyword_in_subheading')).toBe('pass');
    expect(verdictOf(headings('Why it helps', 'What to do next'), 'keyword_in_subheading')).toBe('problem');
    expect(
      verdictOf(
        headings('Career test one', 'Career test two', 'Career test three', 'Career test four'),
        'keyword_in_subheading',
      ),
    ).toBe('improve');
    expect(verdictOf({ bodyHtml: '<p>No headings here.</p>' }, 'keyword_in_subheading')).toBe('improve');
  });

  it('keyword density: 0.5–3 % passes, rarer improves, none or stuffing is a problem', () => {
    const filler = 'We talk about work and jobs and how people choose them. '.repeat(20); // 220 words
    const body = (mentions: number) => ({
      bodyHtml: `<p>${filler}${'A career test helps. '.repeat(mentions)}</p>`,
    });
    expect(find(analyze(body(3)).checks, 'keyword_density')).toMatchObject({ verdict: 'pass', value: 1.29 }); // 3 in 232 words;
    expect(find(analyze(body(0)).checks, 'keyword_density').verdict).toBe('problem');
    expect(find(analyze(body(12)).checks, 'keyword_density')).toMatchObject({
      verdict: 'problem',
      value: 4.48,
    }); // 12 in 268;
    const long = { bodyHtml: `<p>${filler.repeat(3)}A career test helps.</p>` };
    expect(find(analyze(long).checks, 'keyword_density')).toMatchObject({ verdict: 'improve', value: 0.15 });
    expect(verdictOf({ bodyHtml: '<p>A career test.</p>' }, 'keyword_density')).toBe('improve');
  });

  it('keyword in image alt: one passes, none or no images improves', () => {
    expect(verdictOf({}, 'keyword_in_image_alt')).toBe('pass');
    expect(verdictOf({ bodyHtml: '<p>Text.</p><img src="/a" alt="A laptop">' }, 'keyword_in_image_alt')).toBe(
      'improve',
    );
    expect(verdictOf({ bodyHtml: '<p>Text.</p>' }, 'keyword_in_image_alt')).toBe('improve');
    const five = Array.from({ length: 5 }, () => '<img src="/a" alt="career test">').join('');
    expect(verdictOf({ bodyHtml: `<p>Text.</p>${five}` }, 'keyword_in_image_alt')).toBe('improve');
  });
});

describe('lengths, widths, structure, links and images', () => {
  it('title length: 30–60 characters pass, shorter or longer improve, none is a problem', () => {
    expect(verdictOf({ title: 'Career test guide' }, 'title_length')).toBe('improve');
    expect(
      verdictOf(
        { title: 'Career test: a guide to choosing the work that fits you best today' },
        'title_length',
      ),
    ).toBe('improve');
    expect(find(analyze({}).checks, 'title_length')).toMatchObject({ verdict: 'pass', value: 45 });
  });

  it('title width: wide letters overflow 600 px before 60 characters do', () => {
    const narrow = 'Career test: fill in a little list, it is quick and simple!!'; // 60 characters
    const wide = 'CAREER TEST: WHAT WORK MAKES YOU HAPPY AND WHY IT MATTERS'; // 57 characters
    expect(find(analyze({ title: narrow }).checks, 'title_width').verdict).toBe('pass');
    expect(find(analyze({ title: narrow }).checks, 'title_length').verdict).toBe('pass');
    const wideWidth = find(analyze({ title: wide }).checks, 'title_width');
    expect(wideWidth.verdict).toBe('problem');
    expect(wideWidth.value).toBeGreaterThan(600);
    expect(find(analyze({ title: wide }).checks, 'title_length').verdict).toBe('pass');
  });

  it('meta description length and width: 120–156 characters pass; longer improves; missing is a problem', () => {
    const long = `${GOOD.metaDescription} It also explains what to do next, who to ask, and how often to retake it.`;
    expect(verdictOf({ metaDescription: long }, 'meta_description_length')).toBe('improve');
    expect(verdictOf({ metaDescription: long }, 'meta_description_width')).toBe('improve');
    expect(verdictOf({ metaDescription: 'A career test, explained.' }, 'meta_description_length')).toBe(
      'improve',
    );
    expect(verdictOf({ metaDescription: '   ' }, 'meta_description_length')).toBe('problem');
  });

  it('text length: 300 words pass, 200–299 improve, fewer is a problem', () => {
    const words = (count: number) => ({ bodyHtml: `<p>${'Word. '.repeat(count)}</p>` });
    expect(find(analyze(words(300)).checks, 'text_length')).toMatchObject({ verdict: 'pass', value: 300 });
    expect(verdictOf(words(250), 'text_length')).toBe('improve');
    expect(verdictOf(words(120), 'text_length')).toBe('problem');
  });

  it('heading structure: an h1, a skipped level, no subheadings in long text, a long section', () => {
    const para = (words: number) => `<p>${'Word. '.repeat(words)}</p>`;
    expect(verdictOf({ bodyHtml: `<h1>Title again</h1>${para(50)}` }, 'heading_structure')).toBe('problem');
    expect(
      verdictOf({ bodyHtml: `<h2>One</h2>${para(50)}<h4>Two</h4>${para(50)}` }, 'heading_structure'),
    ).toBe('improve');
    expect(verdictOf({ bodyHtml: `<h3>Starts low</h3>${para(50)}` }, 'heading_structure')).toBe('improve');
    expect(verdictOf({ bodyHtml: para(400) }, 'heading_structure')).toBe('problem');
    expect(verdictOf({ bodyHtml: para(200) }, 'heading_structure')).toBe('pass');
    expect(
      verdictOf({ bodyHtml: `<h2>One</h2>${para(350)}<h2>Two</h2>${para(50)}` }, 'heading_structure'),
    ).toBe('improve');
    expect(
      verdictOf(
        { bodyHtml: `<h2>One</h2>${para(100)}<h3>Sub</h3>${para(100)}<h2>Two</h2>${para(100)}` },
        'heading_structure',
      ),
    ).toBe('pass');
  });

  it('links: relative and own-host links are internal, other hosts outbound; anchors and mailto are neither', () => {
    const links = (html: string) => analyze({ bodyHtml: `<p>${html}</p>` }).checks;
    const only = (html: string) => {
      const checks = links(html);
      return [find(checks, 'internal_links').value, find(checks, 'outbound_links').value];
    };
    expect(only('<a href="/blog/x">a</a> <a href="https://pathwise.example/blog/y">b</a>')).toEqual([2, 0]);
    expect(only('<a href="https://www.pathwise.example/z">a</a> <a href="blog/relative">b</a>')).toEqual([
      2, 0,
    ]);
    expect(only('<a href="https://example.org/">a</a> <a href="//cdn.example.net/x">b</a>')).toEqual([0, 2]);
    expect(only('<a href="#top">a</a> <a href="mailto:hi@pathwise.example">b</a> <a>c</a>')).toEqual([0, 0]);
    expect(find(links('<a href="/x">a</a>'), 'outbound_links').verdict).toBe('problem');
    expect(find(links('<a href="https://example.org/" rel="nofollow">a</a>'), 'outbound_links').verdict).toBe(
      'improve',
    );
  });

  it('image alt text: a missing or empty alt is a problem, no images improves', () => {
    expect(verdictOf({ bodyHtml: '<p>Text.</p><img src="/a" alt="">' }, 'image_alt_text')).toBe('problem');
    expect(verdictOf({ bodyHtml: '<p>Text.</p><img src="/a" alt="A map">' }, 'image_alt_text')).toBe('pass');
    expect(verdictOf({ bodyHtml: '<p>Text.</p>' }, 'image_alt_text')).toBe('improve');
  });
});

describe('readability checks', () => {
  const body = (html: string) => ({ bodyHtml: html });

  it('Flesch reading ease: 60+ passes, 50–60 improves, below 50 is a problem', () => {
    expect(
      find(
        analyze(body('<p>The cat sat on the mat. The dog ran to the park.</p>')).checks,
        'flesch_reading_ease',
      ),
    ).toMatchObject({
      verdict: 'pass',
    });
    const hard =
      'Organisational communication necessitates comprehensive consideration of interpersonal relationships.';
    expect(verdictOf(body(`<p>${hard}</p>`), 'flesch_reading_ease')).toBe('problem');
  });

  it('sentence length: over 25 % of sentences above 20 words improves, over 30 % is a problem', () => {
    const long =
      'This sentence keeps going and going with many small words so that it has more than twenty words in it today. ';
    const short = 'This one is short. ';
    // 1 long in 4 = 25 %: pass; 2 in 7 ≈ 28.6 %: improve; 1 in 2: problem.
    expect(verdictOf(body(`<p>${long}${short.repeat(3)}</p>`), 'sentence_length')).toBe('pass');
    expect(verdictOf(body(`<p>${long.repeat(2)}${short.repeat(5)}</p>`), 'sentence_length')).toBe('improve');
    expect(verdictOf(body(`<p>${long}${short}</p>`), 'sentence_length')).toBe('problem');
  });

  it('paragraph length: over 150 words improves, over 200 is a problem; the value is the longest', () => {
    const para = (words: number) => `<p>${'Go. '.repeat(words)}</p>`;
    expect(find(analyze(body(para(150))).checks, 'paragraph_length')).toMatchObject({
      verdict: 'pass',
      value: 150,
    });
    expect(find(analyze(body(para(180))).checks, 'paragraph_length')).toMatchObject({
      verdict: 'improve',
      value: 180,
    });
    expect(find(analyze(body(para(40) + para(201))).checks, 'paragraph_length')).toMatchObject({
      verdict: 'problem',
      value: 201,
    });
  });

  it('passive voice: up to 10 % passes, up to 15 % improves, more is a problem', () => {
    const active = 'We wrote the plan. ';
    const passive = 'The plan was written. ';
    expect(verdictOf(body(`<p>${passive}${active.repeat(9)}</p>`), 'passive_voice')).toBe('pass');
    expect(verdictOf(body(`<p>${passive}${active.repeat(7)}</p>`), 'passive_voice')).toBe('improve');
    expect(verdictOf(body(`<p>${passive}${active.repeat(2)}</p>`), 'passive_voice')).toBe('problem');
  });

  it('transition words: 30 % of sentences pass, 20–30 % improve, fewer is a problem', () => {
    const plain = 'We wrote the plan. ';
    const linked = 'However, we kept it short. ';
    expect(verdictOf(body(`<p>${linked.repeat(3)}${plain.repeat(7)}</p>`), 'transition_words')).toBe('pass');
    expect(verdictOf(body(`<p>${linked.repeat(2)}${plain.repeat(8)}</p>`), 'transition_words')).toBe(
      'improve',
    );
    expect(verdictOf(body(`<p>${linked}${plain.repeat(9)}</p>`), 'transition_words')).toBe('problem');
  });

  it('measures running text only: headings, table cells and code do not count as sentences', () => {
    const result = analyze(
      body(
        '<h2>A heading with words</h2><p>One sentence here.</p><table><tr><td>Cell text</td></tr></table><pre>const x = 1;</pre>',
      ),
    );
    expect(result.figures.sentenceCount).toBe(1);
    // Code is not reading text; the heading and the cell are words on the page.
    expect(result.figures.wordCount).toBe(9);
  });
});
