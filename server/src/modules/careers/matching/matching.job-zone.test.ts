import { EDUCATION_LEVELS } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_ZONE, EDUCATION_JOB_ZONES, resolveJobZone } from './matching.job-zone.ts';

describe('resolveJobZone', () => {
  it('maps each screening education level to the O*NET Job Zone whose description names it', () => {
    expect(EDUCATION_LEVELS.map((level) => [level, resolveJobZone(undefined, level)])).toEqual([
      ['high-school', { jobZone: 2, source: 'screening' }],
      ['associate', { jobZone: 3, source: 'screening' }],
      ['bachelor', { jobZone: 4, source: 'screening' }],
      ['master', { jobZone: 5, source: 'screening' }],
      ['phd', { jobZone: 5, source: 'screening' }],
      ['other', { jobZone: 3, source: 'default' }],
    ]);
  });

  it('covers every education level the screening offers', () => {
    expect(Object.keys(EDUCATION_JOB_ZONES).sort()).toEqual([...EDUCATION_LEVELS].sort());
  });

  it('uses the default (zone 3) without an education level, or with one it does not know', () => {
    expect(DEFAULT_JOB_ZONE).toBe(3);
    expect(resolveJobZone(undefined, null)).toEqual({ jobZone: 3, source: 'default' });
    expect(resolveJobZone(undefined, undefined)).toEqual({ jobZone: 3, source: 'default' });
    expect(resolveJobZone(undefined, 'apprenticeship')).toEqual({ jobZone: 3, source: 'default' });
    expect(resolveJobZone(undefined, 'toString')).toEqual({ jobZone: 3, source: 'default' });
  });

  it('reads the stored value in any case and with spaces around it', () => {
    expect(resolveJobZone(undefined, ' Bachelor ')).toEqual({ jobZone: 4, source: 'screening' });
  });

  it('lets the zone the person asked for win over the screening', () => {
    expect(resolveJobZone(2, 'phd')).toEqual({ jobZone: 2, source: 'query' });
    expect(resolveJobZone(5, null)).toEqual({ jobZone: 5, source: 'query' });
  });
});
