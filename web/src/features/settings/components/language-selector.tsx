import { Check, Languages } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  menuItemClassName,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { changeLanguage, DEFAULT_LANGUAGE, getCurrentLanguage, isLanguageCode, LANGUAGES } from '@/lib/i18n';
import { useI18nStatus } from '../api/get-i18n-status';

/** The header's language menu; rendered only while an admin has internationalisation switched on. */
export function LanguageSelector({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const status = useI18nStatus();
  // A failed status call counts as "disabled" (spec §4).
  const enabled = status.isSuccess && status.data;
  const disabledForSure = status.isSuccess && !status.data;

  // Once an admin switches internationalisation off, nobody should stay stuck in a language
  // they can no longer switch away from.
  useEffect(() => {
    if (disabledForSure && getCurrentLanguage() !== DEFAULT_LANGUAGE) void changeLanguage(DEFAULT_LANGUAGE);
  }, [disabledForSure]);

  if (!enabled) return null;

  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : getCurrentLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100',
          className,
        )}
        // The name carries the visible code ("EN") too: a name must contain its visible label (WCAG 2.5.3).
        aria-label={t('language.select', {
          code: current.slice(0, 2).toUpperCase(),
          language: LANGUAGES.find((item) => item.code === current)?.label,
        })}
        data-testid="language-selector"
      >
        <Languages className="size-5" aria-hidden />
        <span className="hidden uppercase lg:inline">{current.slice(0, 2)}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <Menu.RadioGroup
          value={current}
          onValueChange={(value) => isLanguageCode(value) && void changeLanguage(value)}
        >
          {LANGUAGES.map((language) => (
            <Menu.RadioItem
              key={language.code}
              value={language.code}
              lang={language.code}
              className={menuItemClassName}
            >
              <span className="flex-1">{language.label}</span>
              <Menu.ItemIndicator>
                <Check className="text-brand-600!" aria-hidden />
              </Menu.ItemIndicator>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
