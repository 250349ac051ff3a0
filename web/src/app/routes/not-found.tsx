import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/errors/not-found';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'));
  return (
    <main id="main">
      <NotFound />
    </main>
  );
}
