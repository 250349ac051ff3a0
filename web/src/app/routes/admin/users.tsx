import { Megaphone } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BroadcastsList } from '@/features/notifications/components/broadcast-composer/broadcasts-list';
import {
  type AdminUsersFilters,
  filtersFromSearchParams,
  writeFilters,
} from '@/features/users/api/admin-users-filters';
import { UsersConsole } from '@/features/users/components/admin-users/users-console';
import { DeletionAuditsSection } from '@/features/users/components/deletion-audits/deletion-audits-section';
import { useDocumentTitle } from '@/lib/use-document-title';

const BroadcastComposer = lazy(() =>
  import('@/features/notifications/components/broadcast-composer/broadcast-composer').then((m) => ({
    default: m.BroadcastComposer,
  })),
);

/** The open person and the tab live in the address with the filters, so a view survives a reload. */
const USER_PARAM = 'user';
const TAB_PARAM = 'tab';
const TABS = ['people', 'broadcasts', 'deletions'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/users — every account with search, filters and keyset pages, one person's drawer with the
 * actions an admin takes, the broadcasts sent to everyone, and the deletion audits.
 */
export function AdminUsersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.users.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const tabParam = searchParams.get(TAB_PARAM);
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'people';
  const [composing, setComposing] = useState(false);

  const changeFilters = useCallback(
    (next: AdminUsersFilters) => setSearchParams((params) => writeFilters(params, next), { replace: true }),
    [setSearchParams],
  );
  const openUser = useCallback(
    (userId: string | null) =>
      setSearchParams((params) => {
        if (userId) params.set(USER_PARAM, userId);
        else params.delete(USER_PARAM);
        return params;
      }),
    [setSearchParams],
  );
  const changeTab = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'people') params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, next);
        return params;
      },
      { replace: true },
    );

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.users.title')}
        description={t('admin.pages.users.description')}
        actions={
          <Button onClick={() => setComposing(true)} data-testid="broadcast-open">
            <Megaphone aria-hidden />
            {t('adminUsers.broadcast.open')}
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList className="mb-6 w-full sm:w-fit">
          <TabsTrigger value="people">{t('adminUsers.tabs.people')}</TabsTrigger>
          <TabsTrigger value="broadcasts">{t('adminUsers.tabs.broadcasts')}</TabsTrigger>
          <TabsTrigger value="deletions">{t('adminUsers.tabs.deletions')}</TabsTrigger>
        </TabsList>
        <TabsContent value="people">
          <UsersConsole
            filters={filters}
            onFiltersChange={changeFilters}
            openUserId={searchParams.get(USER_PARAM)}
            onOpenUser={openUser}
          />
        </TabsContent>
        <TabsContent value="broadcasts">
          <BroadcastsList onCompose={() => setComposing(true)} />
        </TabsContent>
        <TabsContent value="deletions">
          <DeletionAuditsSection />
        </TabsContent>
      </Tabs>
      {composing ? (
        <Suspense fallback={null}>
          <BroadcastComposer
            open={composing}
            onOpenChange={setComposing}
            onSent={() => changeTab('broadcasts')}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
