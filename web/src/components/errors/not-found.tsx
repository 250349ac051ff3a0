import { ArrowLeft, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The 404 view, used by the catch-all route and by error boundaries on 404 responses. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center px-6 py-16 text-center">
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Compass className="size-8" aria-hidden />
      </div>
      <p className="text-sm font-semibold tracking-wide text-brand-600">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {t('errors.notFoundTitle')}
      </h1>
      <p className="mt-3 max-w-md text-slate-500">{t('errors.notFoundDescription')}</p>
      <Button asChild className="mt-8">
        <Link to={paths.home.getHref()}>
          <ArrowLeft aria-hidden />
          {t('errors.backHome')}
        </Link>
      </Button>
    </div>
  );
}
