import type { SeoCheck, SeoCheckId } from '@pathwise/contract';
import { check, percent, plural, round1, SEO_THRESHOLDS, type SeoContext } from './seo.context.ts';
import { fleschLabel, fleschReadingEase, hasTransition, isPassiveSentence } from './seo.readability.ts';

/** Readability (Yoast's readability analysis, English): measured on the running text only. */

export function readabilityFlesch(ctx: SeoContext): number | null {
  const words = ctx.sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);
  const syllables = ctx.sentences.reduce((sum, sentence) => sum + sentence.syllables, 0);
  const score = fleschReadingEase({ words, sentences: ctx.sentences.length, syllables });
  return score === null ? null : round1(score);
}

export function readabilityChecks(ctx: SeoContext, flesch: number | null): SeoCheck[] {
  if (ctx.sentences.length === 0) {
    const ids: SeoCheckId[] = [
      'flesch_reading_ease',
      'sentence_length',
      'paragraph_length',
      'passive_voice',
      'transition_words',
    ];
    return ids.map((id) => check(id, 'improve', 'The article has no running text yet to measure.'));
  }
  return [
    fleschCheck(flesch!),
    sentenceLength(ctx),
    paragraphLength(ctx),
    passiveVoice(ctx),
    transitionWords(ctx),
  ];
}

function fleschCheck(score: number): SeoCheck {
  const id = 'flesch_reading_ease';
  const { good, fair } = SEO_THRESHOLDS.flesch;
  const found = `Flesch reading ease is ${score} (${fleschLabel(score)})`;
  if (score >= good) return check(id, 'pass', `${found}. Good.`, score);
  const advice = 'Use shorter sentences and shorter, more common words.';
  if (score >= fair) return check(id, 'improve', `${found}. ${advice}`, score);
  return check(id, 'problem', `${found}: hard to read for most people. ${advice}`, score);
}

function sentenceLength(ctx: SeoContext): SeoCheck {
  const id = 'sentence_length';
  const { longWords, goodShare, fairShare } = SEO_THRESHOLDS.sentence;
  const long = ctx.sentences.filter((sentence) => sentence.words.length > longWords).length;
  const share = round1(percent(long, ctx.sentences.length));
  const found = `${share}% of sentences have more than ${longWords} words`;
  if (share <= goodShare) return check(id, 'pass', `${found}. Good.`, share);
  const advice = `Split long sentences: keep it to ${goodShare}% at most.`;
  return check(id, share <= fairShare ? 'improve' : 'problem', `${found}. ${advice}`, share);
}

function paragraphLength(ctx: SeoContext): SeoCheck {
  const id = 'paragraph_length';
  const { good, fair } = SEO_THRESHOLDS.paragraph;
  if (ctx.paragraphs.length === 0) {
    return check(id, 'pass', 'The text has no long paragraphs (it is made of lists or short blocks).', 0);
  }
  const longest = Math.max(...ctx.paragraphs);
  const tooLong = ctx.paragraphs.filter((words) => words > good).length;
  if (tooLong === 0) return check(id, 'pass', `No paragraph is over ${good} words. Good.`, longest);
  const found = `${plural(tooLong, 'paragraph')} ${tooLong === 1 ? 'is' : 'are'} longer than ${good} words (the longest has ${longest})`;
  return check(
    id,
    longest > fair ? 'problem' : 'improve',
    `${found}. Split ${tooLong === 1 ? 'it' : 'them'} where the thought turns.`,
    longest,
  );
}

function passiveVoice(ctx: SeoContext): SeoCheck {
  const id = 'passive_voice';
  const { good, fair } = SEO_THRESHOLDS.passive;
  const passive = ctx.sentences.filter((sentence) => isPassiveSentence(sentence.words)).length;
  const share = round1(percent(passive, ctx.sentences.length));
  const found = `${share}% of sentences are in the passive voice`;
  if (share <= good) return check(id, 'pass', `${found}. Good.`, share);
  const advice = `Say who does what ("we tested it", not "it was tested"); aim for ${good}% at most.`;
  return check(id, share <= fair ? 'improve' : 'problem', `${found}. ${advice}`, share);
}

function transitionWords(ctx: SeoContext): SeoCheck {
  const id = 'transition_words';
  const { good, fair } = SEO_THRESHOLDS.transitions;
  const linked = ctx.sentences.filter((sentence) => hasTransition(sentence.words)).length;
  const share = round1(percent(linked, ctx.sentences.length));
  const found = `${share}% of sentences use a transition word`;
  if (share >= good) return check(id, 'pass', `${found}. Good.`, share);
  const advice = `Link ideas with words like "however", "for example" or "as a result"; aim for ${good}% or more.`;
  return check(id, share >= fair ? 'improve' : 'problem', `${found}. ${advice}`, share);
}
