import type { AuthSession } from '@pathwise/contract';
import type { TFunction } from 'i18next';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { VerifyOtpForm } from '@/features/auth/components/verify-otp-form';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

type Tab = 'signin' | 'register';
type View =
  | { step: 'auth' }
  | { step: 'verify'; email: string; reason: 'registered' | 'unverified'; from: Tab }
  | { step: 'forgot'; email: string }
  | { step: 'reset'; email: string };

/**
 * Sign in, create an account, verify the e-mailed code, and reset a forgotten password.
 * Sign-in and sign-up stay mounted while the other steps show, so nothing typed is lost.
 * After a session is stored, the GuestOnly guard sends the person on (admin → /admin, user → /dashboard).
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref')?.trim() ?? '';
  const [tab, setTab] = useState<Tab>(
    referralCode || searchParams.get('mode') === 'register' ? 'register' : 'signin',
  );
  // The "This wasn't me" link in the failed sign-ins e-mail opens the reset step for its address.
  const [view, setView] = useState<View>(() =>
    searchParams.get('mode') === 'forgot'
      ? { step: 'forgot', email: searchParams.get('email')?.trim() ?? '' }
      : { step: 'auth' },
  );
  const [signIn, setSignIn] = useState<{ key: number; email: string; notice: string | null }>({
    key: 0,
    email: '',
    notice: null,
  });

  const onSession = (session: AuthSession) => login(session);
  const backToAuth = () => setView({ step: 'auth' });

  const heading = getHeading(view, tab, t);
  useDocumentTitle(heading.title);

  return (
    <AuthLayout>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8">
        {view.step !== 'auth' ? (
          <button
            type="button"
            onClick={
              view.step === 'reset' ? () => setView({ step: 'forgot', email: view.email }) : backToAuth
            }
            className="-mt-1 mb-5 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-500 hover:text-slate-900"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {view.step === 'verify' ? t('auth.useDifferentEmail') : t('common.back')}
          </button>
        ) : null}
        <header className="mb-6">
          {view.step === 'verify' ? (
            <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <MailCheck className="size-6" aria-hidden />
            </div>
          ) : null}
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{heading.title}</h1>
          <p className="mt-1.5 text-sm text-slate-500">{heading.description}</p>
        </header>

        <div hidden={view.step !== 'auth'}>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList className="mb-6" aria-label={t('auth.tabsLabel')}>
              <TabsTrigger value="signin">{t('auth.signIn')}</TabsTrigger>
              <TabsTrigger value="register">{t('auth.createAccount')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" forceMount hidden={tab !== 'signin'}>
              <SignInForm
                key={signIn.key}
                defaultEmail={signIn.email}
                notice={signIn.notice}
                onSuccess={onSession}
                onNeedsVerification={(email) =>
                  setView({ step: 'verify', email, reason: 'unverified', from: 'signin' })
                }
                onForgotPassword={(email) => setView({ step: 'forgot', email })}
              />
            </TabsContent>
            <TabsContent value="register" forceMount hidden={tab !== 'register'}>
              <RegisterForm
                defaultReferralCode={referralCode}
                onRegistered={(email) =>
                  setView({ step: 'verify', email, reason: 'registered', from: 'register' })
                }
              />
            </TabsContent>
          </Tabs>
        </div>

        {view.step === 'verify' ? (
          <div className="space-y-5">
            {view.reason === 'unverified' ? (
              <Alert tone="info">{t('auth.headings.verify.unverifiedNotice')}</Alert>
            ) : null}
            <VerifyOtpForm key={view.email} email={view.email} onVerified={onSession} />
          </div>
        ) : null}

        {view.step === 'forgot' ? (
          <ForgotPasswordForm
            defaultEmail={view.email}
            onSent={(email) => setView({ step: 'reset', email })}
          />
        ) : null}

        {view.step === 'reset' ? (
          <ResetPasswordForm
            email={view.email}
            onReset={() => {
              setSignIn((current) => ({
                key: current.key + 1,
                email: view.email,
                notice: t('auth.reset.done'),
              }));
              setTab('signin');
              backToAuth();
            }}
          />
        ) : null}
      </div>

      {view.step === 'auth' ? (
        <p className="mt-6 text-center text-sm text-slate-500">
          {tab === 'signin' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
          <Button variant="link" size="sm" onClick={() => setTab(tab === 'signin' ? 'register' : 'signin')}>
            {tab === 'signin' ? t('auth.createAccount') : t('auth.signIn')}
          </Button>
        </p>
      ) : null}
    </AuthLayout>
  );
}

function getHeading(view: View, tab: Tab, t: TFunction): { title: string; description: string } {
  switch (view.step) {
    case 'verify':
      return {
        title: t('auth.headings.verify.title'),
        description: t('auth.headings.verify.description', { email: view.email }),
      };
    case 'forgot':
      return { title: t('auth.headings.forgot.title'), description: t('auth.headings.forgot.description') };
    case 'reset':
      return {
        title: t('auth.headings.reset.title'),
        description: t('auth.headings.reset.description', { email: view.email }),
      };
    default:
      return tab === 'signin'
        ? { title: t('auth.headings.signIn.title'), description: t('auth.headings.signIn.description') }
        : { title: t('auth.headings.register.title'), description: t('auth.headings.register.description') };
  }
}
