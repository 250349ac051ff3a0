import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Full-page loading state while the first route's code arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-6 text-brand-600" label={t('common.loading')} />
    </div>
  );
}
