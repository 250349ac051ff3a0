import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Messages, mergeMessages, messageFilesOf } from './i18n-messages';

export const LANGUAGES = [
  { code: 'en-US', label: 'English (US)' },
  { code: 'es-ES', label: 'Español' },
  { code: 'fr-FR', label: 'Français' },
  { code: 'de-DE', label: 'Deutsch' },
  { code: 'ja-JP', label: '日本語' },
  { code: 'zh-CN', label: '简体中文' },
  { code: 'pt-BR', label: 'Português (Brasil)' },
  { code: 'it-IT', label: 'Italiano' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';
export const LANGUAGE_STORAGE_KEY = 'language';

const languageCodes: readonly string[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && languageCodes.includes(value);
}

// English is the fallback of every language. Its main file (and any area not listed below) ships in
// the entry chunk; the people's pages' areas load with their layouts and the admin console's with
// the admin layout (loadPageTexts, loadAdminTexts), so the first page (sign-in) waits for none of
// them. The other languages load on demand, through a map of their files that is itself loaded on
// demand (i18n-language-files.ts). The lists are repeated below: globs must be literals.
const englishFiles = import.meta.glob<{ default: Messages }>(
  [
    '../locales/en-US*.json',
    '!../locales/en-US.{blog,careers,catalogue,dashboard,data-export,norms,offline,payment-history,payments,pricing,profile-screening,ratings,referrals,report,shares,taking,unsubscribe}.json',
    '!../locales/en-US.{admin-analytics,admin-blog,admin-referrals,admin-results,admin-settings,admin-students,admin-users,assessments,bulk-upload,coupons,payments-admin,prompts,questions,screening,traits}.json',
  ],
  { eager: true },
);
const enUS = mergeMessages(messageFilesOf(englishFiles, 'en-US').map((module) => module.default));
const pageEnglishLoaders = import.meta.glob<{ default: Messages }>(
  '../locales/en-US.{blog,careers,catalogue,dashboard,data-export,norms,offline,payment-history,payments,pricing,profile-screening,ratings,referrals,report,shares,taking,unsubscribe}.json',
);
const adminEnglishLoaders = import.meta.glob<{ default: Messages }>(
  '../locales/en-US.{admin-analytics,admin-blog,admin-referrals,admin-results,admin-settings,admin-students,admin-users,assessments,bulk-upload,coupons,payments-admin,prompts,questions,screening,traits}.json',
);

/** Adds a group of English files once; a failed chunk load can be retried by the next navigation. */
function englishGroup(files: Record<string, () => Promise<{ default: Messages }>>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= Promise.all(Object.values(files).map((load) => load())).then(
      (modules) => {
        const messages = mergeMessages(modules.map((m) => m.default));
        i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', messages, true, true);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * The people's pages' English texts (dashboard, report, taking a profiler …). The routes that render
 * them (the signed-in layout, the shared report, the admin layout) await it in their `lazy`, so no
 * page renders before its texts; the test setup awaits it for components rendered on their own.
 */
export const loadPageTexts = englishGroup(pageEnglishLoaders);

/** The admin console's English texts, awaited like loadPageTexts by the admin layout's route. */
export const loadAdminTexts = englishGroup(adminEnglishLoaders);

async function loadLanguage(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  // The map of the other languages' files is a chunk of its own (i18n-language-files.ts).
  const { languageFiles } = await import('./i18n-language-files');
  const files = messageFilesOf(languageFiles, code);
  if (files.length === 0) return;
  const modules = await Promise.all(files.map((load) => load()));
  i18n.addResourceBundle(code, 'translation', mergeMessages(modules.map((m) => m.default)), true, true);
}

export function getStoredLanguage(): LanguageCode {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function getCurrentLanguage(): LanguageCode {
  return isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Loads the language's texts, switches to it and remembers the choice in local storage. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  await i18n.changeLanguage(code);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage may be unavailable (private mode); the switch still applies to this visit.
  }
}

i18n.on('languageChanged', (code) => {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
});

void i18n.use(initReactI18next).init({
  resources: { 'en-US': { translation: enUS } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: languageCodes,
  load: 'currentOnly',
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

const stored = getStoredLanguage();
if (stored !== DEFAULT_LANGUAGE) void changeLanguage(stored);

export { i18n };
