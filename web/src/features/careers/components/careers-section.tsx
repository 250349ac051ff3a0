import type { CareerMatch, CareersResponse } from '@pathwise/contract';
import { Search } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/errors';
import { useCareers } from '../api/get-careers';
import { type AreaNames, areaNamesOf } from '../hooks/use-area-name';
import { useCareersUrl } from '../hooks/use-careers-url';
import { CAREERS_PAGE_SIZE } from '../utils/careers-url';
import { toJobZone } from '../utils/job-zone';
import { CareerDrawer } from './career-drawer';
import { CareerRow } from './career-row';
import { CareersAttribution } from './careers-attribution';
import { CareersEmpty } from './careers-empty';
import { CareersPager } from './careers-pager';
import { JobZonePicker } from './job-zone-picker';

type CareersSectionProps = {
  attemptId: string;
  /** The report's scored traits: the six interest areas are named as its bars name them. */
  traits?: readonly { trait: string }[];
  /** Where "Take it again" leads when every interest area scored the same. */
  retakeHref?: string;
};

const HEADING_ID = 'careers-heading';

/**
 * "Careers to explore": O*NET occupations matched to the attempt's interest profile, best first, in
 * the Job Zone the person's education suggests (or the one they pick), with search, pages, a detail
 * drawer, and the O*NET attribution. Nothing at all for a profiler that does not measure interests.
 */
export function CareersSection({ attemptId, traits, retakeHref }: CareersSectionProps) {
  const { t } = useTranslation();
  const areaNames = useMemo(() => areaNamesOf(traits ?? []), [traits]);
  const url = useCareersUrl();
  const offset = (url.page - 1) * CAREERS_PAGE_SIZE;
  const careers = useCareers(attemptId, {
    jobZone: url.jobZone,
    search: url.search,
    limit: CAREERS_PAGE_SIZE,
    offset,
  });
  // After a failed refetch (another level, page or search) the last list stays, so the person can
  // still change their choice; the error shows where the list was.
  const lastGood = useRef<{ attemptId: string; data: CareersResponse } | null>(null);
  if (careers.data) lastGood.current = { attemptId, data: careers.data };
  const data =
    careers.data ?? (lastGood.current?.attemptId === attemptId ? lastGood.current.data : undefined);

  if (careers.isPending && !data) {
    // Only interest profilers get the section; for others, a placeholder would appear and vanish.
    return Object.keys(areaNames).length > 0 ? <CareersSkeleton label={t('careers.loading')} /> : null;
  }
  // No such endpoint or attempt for careers (an older server, a report opened by a profiler id the
  // careers do not know): the report simply has no careers section, as with its AI section.
  if (!data && careers.error instanceof ApiError && careers.error.status === 404) return null;
  if (!data) {
    return (
      <Frame>
        <div className="px-5 pb-5 sm:px-6">
          <LoadError
            title={getErrorMessage(careers.error, t('careers.loadFailed'))}
            onRetry={() => careers.refetch()}
            retrying={careers.isRefetching}
          />
        </div>
      </Frame>
    );
  }
  if (data.status === 'no_interest_profile') return null;
  if (data.status === 'flat_profile') {
    return (
      <Frame>
        <div className="px-5 pb-5 sm:px-6">
          <Alert tone="info" title={t('careers.flat.title')}>
            <p>{t('careers.flat.description')}</p>
            <p className="mt-1">{t('careers.flat.hint')}</p>
            {retakeHref ? (
              <Button asChild variant="outline" size="sm" className="mt-3">
                <Link to={retakeHref}>{t('careers.flat.retake')}</Link>
              </Button>
            ) : null}
          </Alert>
        </div>
      </Frame>
    );
  }
  return (
    <Frame description={t('careers.description')}>
      <MatchedCareers
        data={data}
        url={url}
        offset={offset}
        areaNames={areaNames}
        busy={careers.isPlaceholderData}
        refreshError={careers.isError ? careers : null}
      />
    </Frame>
  );
}

function Frame({ description, children }: { description?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-6 scroll-mt-20" aria-labelledby={HEADING_ID} id="careers">
      <CardHeader className="pb-4">
        <CardTitle id={HEADING_ID}>{t('careers.title')}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {children}
    </Card>
  );
}

type MatchedCareersProps = {
  data: CareersResponse;
  url: ReturnType<typeof useCareersUrl>;
  offset: number;
  areaNames?: AreaNames;
  busy: boolean;
  refreshError: { error: unknown; refetch: () => unknown; isRefetching: boolean } | null;
};

function MatchedCareers({ data, url, offset, areaNames, busy, refreshError }: MatchedCareersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<CareerMatch | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  // While the next list loads the previous one stays; the chooser already shows the new choice.
  const zone = url.jobZone ?? toJobZone(data.jobZone);

  const goToPage = (page: number) => {
    url.setPage(page);
    listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <>
      <div className="space-y-4 border-t border-slate-100 px-5 py-4 sm:px-6">
        <JobZonePicker value={zone} onChange={url.setJobZone} />
        <ZoneSource
          source={data.jobZoneSource}
          chosen={url.jobZone !== null}
          onReset={() => url.setJobZone(null)}
        />
        <div className="relative max-w-md">
          <label htmlFor="careers-search" className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('careers.search.label')}
          </label>
          <Search
            className="pointer-events-none absolute bottom-3 left-3 size-4 text-slate-400"
            aria-hidden
          />
          <Input
            id="careers-search"
            type="search"
            className="pl-9"
            value={url.searchText}
            maxLength={100}
            placeholder={t('careers.search.placeholder')}
            onChange={(event) => url.setSearchText(event.target.value)}
          />
        </div>
      </div>

      <div ref={listTop} className="scroll-mt-20 border-t border-slate-100" aria-busy={busy || undefined}>
        {refreshError ? (
          <div className="px-5 py-4 sm:px-6">
            <LoadError
              title={getErrorMessage(refreshError.error, t('careers.loadFailed'))}
              onRetry={() => refreshError.refetch()}
              retrying={refreshError.isRefetching}
            />
          </div>
        ) : data.careers.length === 0 ? (
          <CareersEmpty
            search={url.search}
            zone={zone}
            pastLastPage={offset > 0 && data.total > 0}
            onClearSearch={url.clearSearch}
            onZone={url.setJobZone}
            onFirstPage={() => url.setPage(1)}
          />
        ) : (
          <>
            <ul
              aria-label={t('careers.list.label')}
              className={busy ? 'opacity-60 transition-opacity' : undefined}
            >
              {data.careers.map((career) => (
                <li key={career.code} className="border-b border-slate-100 last:border-b-0">
                  <CareerRow career={career} areaNames={areaNames} onOpen={setOpen} />
                </li>
              ))}
            </ul>
            <CareersPager
              offset={offset}
              shown={data.careers.length}
              total={data.total}
              limit={CAREERS_PAGE_SIZE}
              busy={busy}
              onPrevious={() => goToPage(url.page - 1)}
              onNext={() => goToPage(url.page + 1)}
            />
          </>
        )}
      </div>

      <CareersAttribution release={data.onetRelease} />
      <CareerDrawer
        career={open}
        profile={data.profile}
        areaNames={areaNames}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

function ZoneSource({
  source,
  chosen,
  onReset,
}: {
  source: CareersResponse['jobZoneSource'];
  chosen: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  if (chosen) {
    return (
      <button
        type="button"
        onClick={onReset}
        className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {t('careers.jobZone.reset')}
      </button>
    );
  }
  if (source === 'screening')
    return <p className="text-sm text-slate-600">{t('careers.jobZone.fromScreening')}</p>;
  return (
    <p className="text-sm text-slate-600">
      {t('careers.jobZone.fromDefault')}{' '}
      <Link
        to={paths.profileScreening.getHref()}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('careers.jobZone.addEducation')}
      </Link>
    </p>
  );
}

function CareersSkeleton({ label }: { label: string }) {
  return (
    <Card className="mb-6 space-y-4 p-5 sm:p-6" role="status" aria-label={label}>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-4 w-2/3" />
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-11" />
        ))}
      </div>
      {[0, 1, 2].map((key) => (
        <div key={key} className="space-y-2 pt-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-full" />
        </div>
      ))}
    </Card>
  );
}
