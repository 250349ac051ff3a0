import type { Messages } from './i18n-messages';

/**
 * The texts of every language but English, one chunk per file. This map is a module of its own,
 * imported only when a language other than English is chosen, so the entry chunk does not carry a
 * line per language file (dozens of them) for the many people who read English.
 */
export const languageFiles = import.meta.glob<{ default: Messages }>([
  '../locales/*.json',
  '!../locales/en-US*.json',
]);
