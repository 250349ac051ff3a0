import { Lock, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateTraitType } from '../../api/create-trait-type';
import { useTraitTypes } from '../../api/get-trait-types';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { toastFailure } from '../../utils/toast-failure';
import { CustomTraitRow } from './custom-trait-row';
import { TraitTypeForm, type TraitTypeFormValues } from './trait-type-form';

/** The trait vocabulary questions are scored on: built-in types (read-only) and custom ones. */
export function TraitTypeManager() {
  const { t } = useTranslation();
  const query = useTraitTypes();
  const create = useCreateTraitType();
  useFailureToast(query.isError, t('traits.toasts.loadFailed'));

  const add = async (body: TraitTypeFormValues) => {
    try {
      await create.mutateAsync(body);
      toast.success(t('traits.toasts.created', { name: body.name }));
      return true;
    } catch (error) {
      toastFailure(t('traits.toasts.createFailed'), error);
      return false;
    }
  };

  if (query.isPending) {
    return (
      <div className="space-y-6" role="status" aria-label={t('common.loading')}>
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }

  if (query.isError) {
    return (
      <LoadError
        title={t('traits.toasts.loadFailed')}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const { builtIn, custom } = query.data;
  return (
    <div className="space-y-6">
      <Card aria-labelledby="custom-traits-heading">
        <CardHeader className="border-b border-slate-100 pb-4">
          <CardTitle id="custom-traits-heading">
            {t('traits.custom.title', { count: custom.length })}
          </CardTitle>
          <CardDescription>{t('traits.custom.description')}</CardDescription>
        </CardHeader>
        <div className="border-b border-slate-100 bg-slate-50/60 px-4 py-4 sm:px-5">
          <TraitTypeForm submitLabel={t('traits.form.create')} busy={create.isPending} onSubmit={add} />
        </div>
        {custom.length === 0 ? (
          <EmptyState
            size="sm"
            icon={Tags}
            title={t('traits.custom.emptyTitle')}
            description={t('traits.custom.emptyDescription')}
          />
        ) : (
          <ul className="divide-y divide-slate-100">
            {custom.map((traitType) => (
              <CustomTraitRow key={traitType.id} traitType={traitType} />
            ))}
          </ul>
        )}
      </Card>

      <Card aria-labelledby="built-in-traits-heading">
        <CardHeader className="pb-3">
          <CardTitle id="built-in-traits-heading" className="flex items-center gap-2">
            <Lock className="size-4 text-slate-400" aria-hidden />
            {t('traits.builtIn.title', { count: builtIn.length })}
          </CardTitle>
          <CardDescription>{t('traits.builtIn.description')}</CardDescription>
        </CardHeader>
        <ul className="flex flex-wrap gap-2 px-5 pb-5 sm:px-6 sm:pb-6">
          {builtIn.map((name) => (
            <li key={name}>
              <Badge className="px-2.5 py-1 text-sm">{name}</Badge>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
