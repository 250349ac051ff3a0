import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NotFound } from './not-found';

// A lazy route chunk that no longer exists on the server (a deploy happened since the page loaded).
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Shown in place of a route that failed to load or render; the rest of the app keeps working. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const chunkError = isChunkLoadError(error);
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : null;

  return (
    <div
      role="alert"
      className="flex min-h-[60dvh] flex-col items-center justify-center px-6 py-16 text-center"
    >
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-amber-50 text-amber-600 ring-1 ring-amber-100">
        <TriangleAlert className="size-8" aria-hidden />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {chunkError ? t('errors.newVersionTitle') : t('errors.somethingWentWrong')}
      </h1>
      <p className="mt-3 max-w-md text-slate-500">
        {chunkError ? t('errors.newVersionDescription') : t('errors.routeErrorDescription')}
      </p>
      {detail ? (
        <pre className="mt-4 max-w-xl overflow-x-auto rounded-lg bg-slate-100 px-4 py-3 text-left text-xs text-slate-700">
          {detail}
        </pre>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          {t('errors.reload')}
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()} reloadDocument>
            {t('errors.backHome')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
