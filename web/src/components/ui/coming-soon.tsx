import { FlaskConical, type LucideIcon, PackageOpen, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

const variants = {
  assessments: FlaskConical,
  categories: PackageOpen,
  general: Sparkles,
} as const satisfies Record<string, LucideIcon>;

export type ComingSoonVariant = keyof typeof variants;

/** The playful "coming soon" empty state (spec §2 Other) for assessments, categories and general lists. */
export function ComingSoon({
  variant = 'general',
  action,
}: {
  variant?: ComingSoonVariant;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={variants[variant]}
      title={t(`comingSoon.${variant}.title`)}
      description={t(`comingSoon.${variant}.description`)}
      action={action}
    />
  );
}
