import { describe, expect, it } from 'vitest';
import { CAREERS_USE_NOTICE, onetAttribution } from './careers-attribution.ts';

describe('the O*NET attribution', () => {
  it('is the licence page\'s "modified" wording with the release filled in and the ® mark', () => {
    expect(onetAttribution('29.3')).toBe(
      'This page includes information from the O*NET 29.3 Database by the U.S. Department of Labor, ' +
        'Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. ' +
        'O*NET® is a trademark of USDOL/ETA. Pathwise has modified all or some of this information. ' +
        'USDOL/ETA has not approved, endorsed, or tested these modifications.',
    );
    expect(onetAttribution('31.0')).toContain('O*NET 31.0 Database');
  });

  it('tells people the matches are for exploration, not selection or hiring', () => {
    expect(CAREERS_USE_NOTICE).toMatch(/career exploration only/);
    expect(CAREERS_USE_NOTICE).toMatch(/not for selection or hiring decisions/);
  });
});
