import { Compass, LineChart, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/logo';

/** Sign-in and sign-up frame: a calm brand panel beside the form (stacked on small screens). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const highlights = [
    { icon: Compass, text: t('authLayout.highlight1') },
    { icon: LineChart, text: t('authLayout.highlight2') },
    { icon: ShieldCheck, text: t('authLayout.highlight3') },
  ];
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-900 px-12 py-12 text-white lg:flex lg:flex-col">
        <div
          className="pointer-events-none absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand-600/40 blur-3xl"
          aria-hidden
        />
        <div
          className="pointer-events-none absolute -bottom-40 -left-24 size-[26rem] rounded-full bg-sky-400/20 blur-3xl"
          aria-hidden
        />
        <div className="relative flex items-center gap-2.5">
          <span className="flex size-9 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/20">
            <Compass className="size-5" aria-hidden />
          </span>
          <span className="text-lg font-semibold tracking-tight">Pathwise</span>
        </div>
        <div className="relative mt-auto max-w-md">
          <h2 className="text-3xl leading-tight font-semibold tracking-tight">{t('authLayout.title')}</h2>
          <p className="mt-4 text-base leading-relaxed text-brand-100">{t('authLayout.subtitle')}</p>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm text-brand-50">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-white/10">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="pt-1">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative mt-12 text-xs text-brand-200">© {new Date().getFullYear()} Pathwise</p>
      </aside>
      <main id="main" className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="mb-8 lg:hidden">
          <Logo />
        </div>
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
