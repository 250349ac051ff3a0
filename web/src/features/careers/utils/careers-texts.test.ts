import { CAREER_FIT_LABELS, CAREER_FITS, CAREERS_USE_NOTICE } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import english from '@/locales/en-US.careers.json';

describe('the careers words in English', () => {
  it('are the ones the PDF and the built-in analyzer print (one source in the contract)', () => {
    for (const fit of CAREER_FITS) expect(english.careers.fit[fit]).toBe(CAREER_FIT_LABELS[fit]);
    expect(english.careers.notice).toBe(CAREERS_USE_NOTICE);
  });
});
