import { UNSUBSCRIBE_INVALID_MESSAGE, type UnsubscribeInfo } from '@pathwise/contract';
import { BellRing, CircleCheck, Link2Off, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SkipLink } from '@/components/layouts/skip-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUnsubscribe } from '@/features/notifications/api/unsubscribe';
import { useUnsubscribeInfo } from '@/features/notifications/api/unsubscribe-info';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { getErrorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /unsubscribe?token=… — the page behind the link in every notification e-mail, for anyone who has
 * the link (signed in or not): it says which e-mails the link turns off and for which address
 * (masked), and turns them off only when the person confirms (mail scanners follow links with GET).
 */
export function UnsubscribeRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  useDocumentTitle(t('unsubscribe.documentTitle'));

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link to={paths.home.getHref()} className="rounded-lg">
            <Logo />
          </Link>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-lg flex-1 px-4 py-10 focus:outline-none sm:px-6 sm:py-16"
      >
        {token === '' ? (
          <Outcome icon={Link2Off} title={t('unsubscribe.missingTitle')} tone="muted">
            <p>{t('unsubscribe.missing')}</p>
            <PreferencesLink withHint={false} />
          </Outcome>
        ) : (
          <UnsubscribeFlow token={token} />
        )}
      </main>
    </div>
  );
}

function UnsubscribeFlow({ token }: { token: string }) {
  const { t } = useTranslation();
  const info = useUnsubscribeInfo(token);
  const mutation = useUnsubscribe();

  if (info.isPending) {
    return (
      <Card role="status" aria-label={t('unsubscribe.loading')}>
        <CardContent className="space-y-4 p-6 sm:p-8">
          <Skeleton className="size-12 rounded-2xl" />
          <Skeleton className="h-7 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-10 w-44" />
        </CardContent>
      </Card>
    );
  }

  if (info.isError) {
    if (info.error instanceof ApiError && info.error.status === 400) {
      // A token the server's schema refused (cut short) is as invalid as one that does not verify.
      const message =
        info.error.code === 'VALIDATION_FAILED' ? UNSUBSCRIBE_INVALID_MESSAGE : info.error.message;
      return (
        <Outcome icon={Link2Off} title={message || UNSUBSCRIBE_INVALID_MESSAGE} tone="muted">
          <p>{t('unsubscribe.invalidHint')}</p>
          <PreferencesLink withHint={false} />
        </Outcome>
      );
    }
    return (
      <LoadError
        title={getErrorMessage(info.error, t('unsubscribe.loadFailed'))}
        onRetry={() => info.refetch()}
        retrying={info.isRefetching}
      />
    );
  }

  if (mutation.isSuccess) {
    return (
      <Outcome icon={CircleCheck} title={t('unsubscribe.doneTitle')} tone="success">
        <p>{t('unsubscribe.done', textValues(t, mutation.data))}</p>
        <PreferencesLink />
      </Outcome>
    );
  }

  if (!info.data.emailOn) {
    return (
      <Outcome icon={BellRing} title={t('unsubscribe.alreadyOffTitle')} tone="muted">
        <p>{t('unsubscribe.alreadyOff', textValues(t, info.data))}</p>
        <PreferencesLink />
      </Outcome>
    );
  }

  return (
    <Outcome icon={MailX} title={t('unsubscribe.question', textValues(t, info.data))} tone="brand">
      <p>{t('unsubscribe.questionHint')}</p>
      {mutation.isError ? (
        <Alert tone="error">{getErrorMessage(mutation.error, t('unsubscribe.failed'))}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row">
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()}>{t('unsubscribe.keep')}</Link>
        </Button>
        <Button loading={mutation.isPending} onClick={() => mutation.mutate(token)}>
          {t('unsubscribe.confirm')}
        </Button>
      </div>
    </Outcome>
  );
}

function textValues(t: (key: string) => string, info: Pick<UnsubscribeInfo, 'type' | 'maskedEmail'>) {
  return { type: t(`notificationTypes.${info.type}.label`), email: info.maskedEmail };
}

const iconTones = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-100',
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  muted: 'bg-slate-100 text-slate-600 ring-slate-200',
} as const;

function Outcome({
  icon: Icon,
  title,
  tone,
  children,
}: {
  icon: typeof MailX;
  title: string;
  tone: keyof typeof iconTones;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="space-y-4 p-6 text-sm leading-relaxed text-slate-600 sm:p-8">
        <span
          className={`flex size-12 items-center justify-center rounded-2xl ring-1 ${iconTones[tone]}`}
          aria-hidden
        >
          <Icon className="size-6" />
        </span>
        <h1 className="text-xl font-semibold text-balance break-words text-slate-900">{title}</h1>
        {children}
      </CardContent>
    </Card>
  );
}

/** The account's notification preferences; a guest is sent through sign-in on the way. */
function PreferencesLink({ withHint = true }: { withHint?: boolean }): ReactNode {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      {withHint ? <p>{t('unsubscribe.preferencesHint')}</p> : null}
      <Button variant="outline" asChild>
        <Link to={paths.account.getHref()}>{t('unsubscribe.preferences')}</Link>
      </Button>
      {isAuthenticated ? null : <p className="text-xs text-slate-500">{t('unsubscribe.signInHint')}</p>}
    </div>
  );
}
