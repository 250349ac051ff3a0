import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The check beside a verified author's name; read out as "Verified author", shown as a tooltip too. */
export function VerifiedMark({ className }: { className?: string }) {
  const { t } = useTranslation();
  const label = t('publicBlog.author.verified');
  return (
    <span className={cn('inline-flex shrink-0 text-brand-600', className)} title={label}>
      <BadgeCheck className="size-4" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
