import { describe, expect, it } from 'vitest';
import { pageRange, readCareersUrl, writeCareersUrl } from './careers-url';

const read = (query: string) => readCareersUrl(new URLSearchParams(query));

describe('the careers list in the address', () => {
  it('reads the Job Zone, search and page, and defaults what is missing', () => {
    expect(read('')).toEqual({ jobZone: null, search: '', page: 1 });
    expect(read('jobZone=4&careerSearch=%20nurse%20&careerPage=3')).toEqual({
      jobZone: 4,
      search: 'nurse',
      page: 3,
    });
  });

  it('reads an old link to zone 1 as the merged zone 1-2, and ignores malformed values', () => {
    expect(read('jobZone=1').jobZone).toBe(2);
    for (const bad of ['0', '6', '3.5', 'x', '']) expect(read(`jobZone=${bad}`).jobZone).toBeNull();
    for (const bad of ['0', '-2', '1.5', 'two']) expect(read(`careerPage=${bad}`).page).toBe(1);
  });

  it('keeps other parameters, leaves defaults out, and starts again at page 1 on a new zone or search', () => {
    const start = new URLSearchParams('tab=traits&jobZone=3&careerPage=4');
    expect(writeCareersUrl(start, { page: 5 }).toString()).toBe('tab=traits&jobZone=3&careerPage=5');
    expect(writeCareersUrl(start, { jobZone: 5 }).toString()).toBe('tab=traits&jobZone=5');
    expect(writeCareersUrl(start, { jobZone: 3 }).toString()).toBe('tab=traits&jobZone=3&careerPage=4');
    expect(writeCareersUrl(start, { search: 'law ' }).toString()).toBe(
      'tab=traits&jobZone=3&careerSearch=law',
    );
    expect(writeCareersUrl(start, { jobZone: null, page: 1 }).toString()).toBe('tab=traits');
  });

  it('says which rows a page shows', () => {
    expect(pageRange(0, 20, 143)).toEqual({ from: 1, to: 20 });
    expect(pageRange(140, 3, 143)).toEqual({ from: 141, to: 143 });
    expect(pageRange(0, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});
