import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterProblem,
  LINE_BREAK_MESSAGE,
  LineSchema,
  TextSchema,
} from './common.ts';

describe('the text rule', () => {
  it('refuses NUL and other C0 controls in any text', () => {
    for (const value of ['a\u0000b', '\u0001', 'x\u0008', '\u000b', '\u000c', '\u001b[31m', '\u001f']) {
      expect(TextSchema.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe(
        CONTROL_CHARACTER_MESSAGE,
      );
      expect(LineSchema.safeParse(value).error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('lets multi-line text keep tabs and line breaks, and refuses them in one line', () => {
    expect(TextSchema.parse('one\ntwo\r\n\tthree')).toBe('one\ntwo\r\n\tthree');
    for (const value of ['a\tb', 'a\nb', 'a\rb']) {
      expect(LineSchema.safeParse(value).error?.issues[0]?.message).toBe(LINE_BREAK_MESSAGE);
    }
  });

  it('passes everything else people type, in any script', () => {
    for (const value of ['', 'Ana María', 'Zoë 🙂', 'مرحبا', '日本語', 'DEL\u007f', '\u200f\u202e']) {
      expect(LineSchema.parse(value)).toBe(value);
    }
    expect(controlCharacterProblem('plain', { multiline: false })).toBeNull();
  });
});
