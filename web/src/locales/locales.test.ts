import { describe, expect, it } from 'vitest';
import { type Messages, mergeMessages, messageFilesOf } from '@/lib/i18n-messages';

const files = import.meta.glob<{ default: Messages }>('./*.json', { eager: true });
const bundle = (code: string) => mergeMessages(messageFilesOf(files, code).map((module) => module.default));
const enUS = bundle('en-US');
const esES = bundle('es-ES');
const frFR = bundle('fr-FR');
const deDE = bundle('de-DE');
const itIT = bundle('it-IT');
const jaJP = bundle('ja-JP');
const ptBR = bundle('pt-BR');
const zhCN = bundle('zh-CN');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const english = new Set(keys(enUS));

describe('locales', () => {
  it('every area file has a language and a known area name', () => {
    for (const path of Object.keys(files)) {
      expect(path).toMatch(/^\.\/[a-z]{2}-[A-Z]{2}(\.[a-z-]+)?\.json$/);
    }
  });

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
