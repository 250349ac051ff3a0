import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names, preferring the encoded one', () => {
    expect(fileNameFromDisposition('attachment; filename="results-a-2026-03-01.csv"')).toBe(
      'results-a-2026-03-01.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=answers.csv')).toBe('answers.csv');
    expect(
      fileNameFromDisposition(`attachment; filename="fallback.csv"; filename*=UTF-8''r%C3%A9sultats.xlsx`),
    ).toBe('résultats.xlsx');
  });

  it('drops path parts and gives null when there is no name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
