import { BULK_UPLOAD_MAX_BYTES } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import { checkFile, formatBytes, formatOfFile } from './file-checks';

const file = (name: string, size: number) => {
  const made = new File(['x'], name);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('file checks', () => {
  it('reads the format from the extension, in any case', () => {
    expect(formatOfFile('Questions.CSV')).toBe('csv');
    expect(formatOfFile('bank.v2.xlsx')).toBe('xlsx');
    expect(formatOfFile('old.xls')).toBeNull();
    expect(formatOfFile('csv')).toBeNull();
  });

  it('accepts a known format up to the limit, and nothing else', () => {
    expect(checkFile(file('a.csv', BULK_UPLOAD_MAX_BYTES), ['csv', 'xlsx'])).toEqual({
      ok: true,
      format: 'csv',
    });
    expect(checkFile(file('a.csv', BULK_UPLOAD_MAX_BYTES + 1), ['csv'])).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    expect(checkFile(file('a.csv', 0), ['csv'])).toEqual({ ok: false, problem: 'empty' });
    expect(checkFile(file('a.xlsx', 10), ['csv'])).toEqual({ ok: false, problem: 'wrongType' });
    expect(checkFile(file('a.pdf', 10), ['csv', 'xlsx'])).toEqual({ ok: false, problem: 'wrongType' });
  });

  it('formats sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(BULK_UPLOAD_MAX_BYTES)).toBe('20 MB');
    expect(formatBytes(123 * 1024 * 1024)).toBe('123 MB');
  });
});
