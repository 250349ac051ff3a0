import { Bot, CircleCheck, CircleX, CreditCard, type LucideIcon, Mail, PlugZap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { CONNECTION_PROVIDERS, type ConnectionProvider, useTestConnection } from '../api/test-connection';

const providerIcons: Record<ConnectionProvider, LucideIcon> = {
  openai: Bot,
  resend: Mail,
  razorpay: CreditCard,
};

/** One "Run test" per provider (AI, e-mail, payments), each with its own result panel. */
export function ConnectivityTests() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="border-b border-slate-100 pb-4 sm:pb-5">
        <CardTitle>{t('settings.tests.title')}</CardTitle>
        <CardDescription>{t('settings.tests.description')}</CardDescription>
      </CardHeader>
      <ul className="divide-y divide-slate-100">
        {CONNECTION_PROVIDERS.map((provider) => (
          <ConnectivityTest key={provider} provider={provider} />
        ))}
      </ul>
    </Card>
  );
}

function ConnectivityTest({ provider }: { provider: ConnectionProvider }) {
  const { t } = useTranslation();
  const test = useTestConnection(provider);
  const Icon = providerIcons[provider];
  const name = t(`settings.tests.providers.${provider}.name`);

  // A transport failure (network, 5xx) is shown in the same panel as a failed test.
  const result = test.isSuccess
    ? test.data
    : test.isError
      ? { success: false, message: getErrorMessage(test.error, t('settings.tests.requestFailed')), provider }
      : null;

  return (
    <li className="px-5 py-4 sm:px-6" data-testid={`connectivity-${provider}`}>
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-900">{name}</p>
          <p className="text-xs text-slate-500">{t(`settings.tests.providers.${provider}.description`)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => test.mutate()} loading={test.isPending}>
          {test.isPending ? null : <PlugZap aria-hidden />}
          {test.isPending ? t('settings.tests.running') : t('settings.tests.run')}
        </Button>
      </div>
      <div aria-live="polite">
        {test.isPending ? (
          <p className="mt-3 flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
            <Spinner />
            {t('settings.tests.contacting', { name })}
          </p>
        ) : result ? (
          <div
            className={cn(
              'mt-3 flex gap-2.5 rounded-lg border px-3 py-2.5 text-sm',
              result.success
                ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
                : 'border-rose-200 bg-rose-50 text-rose-800',
            )}
            data-testid={`connectivity-result-${provider}`}
          >
            {result.success ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            ) : (
              <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            <div className="min-w-0">
              <p className="font-medium">
                {result.success ? t('settings.tests.passed') : t('settings.tests.failed')}
                {result.provider ? (
                  <span className="font-normal opacity-80"> · {result.provider}</span>
                ) : null}
              </p>
              <p className="mt-0.5 break-words">{result.message}</p>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
