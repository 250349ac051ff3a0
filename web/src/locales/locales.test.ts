import { describe, expect, it } from 'vitest';
import deDE from './de-DE.json';
import enUS from './en-US.json';
import esES from './es-ES.json';
import frFR from './fr-FR.json';
import itIT from './it-IT.json';
import jaJP from './ja-JP.json';
import ptBR from './pt-BR.json';
import zhCN from './zh-CN.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const english = new Set(keys(enUS));

describe('locales', () => {
  it('Spanish is complete', () => {
    expect(keys(esES).sort()).toEqual([...english].sort());
  });

  it.each([
    ['fr-FR', frFR],
    ['de-DE', deDE],
    ['ja-JP', jaJP],
    ['zh-CN', zhCN],
    ['pt-BR', ptBR],
    ['it-IT', itIT],
  ])('%s only has keys English has (the rest falls back to English)', (_code, messages) => {
    expect(keys(messages).filter((key) => !english.has(key))).toEqual([]);
  });

  it.each([
    ['de-DE', deDE],
    ['ja-JP', jaJP],
    ['zh-CN', zhCN],
    ['pt-BR', ptBR],
    ['it-IT', itIT],
  ])('%s translates the loading and error texts', (_code, messages) => {
    const present = new Set(keys(messages));
    for (const key of [
      'common.loading',
      'errors.generic',
      'errors.notFoundTitle',
      'notifications.loadFailed',
    ]) {
      expect(present.has(key), key).toBe(true);
    }
  });

  it('French is partial: more than the loading and error texts, less than everything', () => {
    const count = keys(frFR).length;
    expect(count).toBeGreaterThan(keys(deDE).length);
    expect(count).toBeLessThan(english.size);
  });
});
