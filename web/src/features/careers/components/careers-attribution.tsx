import { ONET_LICENSE_URL, onetAttribution } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';

/**
 * Under the matches: the "explore, not select" notice (translated) and O*NET's CC BY 4.0
 * attribution, which is licence text and so stays in English, word for word, in every language.
 */
export function CareersAttribution({ release }: { release: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-2 border-t border-slate-100 px-5 py-4 text-xs leading-relaxed text-slate-600 sm:px-6">
      <p className="font-medium text-slate-700" data-testid="careers-notice">
        {t('careers.notice')}
      </p>
      <p lang="en" data-testid="onet-attribution">
        {onetAttribution(release)}{' '}
        <a
          href={ONET_LICENSE_URL}
          target="_blank"
          rel="noreferrer noopener license"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <span lang={i18n.resolvedLanguage}>{t('careers.licence')}</span>
        </a>
      </p>
    </div>
  );
}
