import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type AnalyticsSectionName = 'growth' | 'funnels' | 'people' | 'ai' | 'system';

/**
 * One headed part of the analytics screen: its heading (adminAnalytics.sections.<name>) names the
 * section for assistive technology, and its panels follow.
 */
export function AnalyticsSection({ name, children }: { name: AnalyticsSectionName; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = `analytics-${name}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(`adminAnalytics.sections.${name}`)}
      </h2>
      {children}
    </section>
  );
}

/** Panels side by side on a wide screen, one above the other on a narrow one (halves by default). */
export function PanelGrid({
  columns = 'lg:grid-cols-2',
  children,
}: {
  columns?: string;
  children: ReactNode;
}) {
  return <div className={cn('grid gap-4', columns)}>{children}</div>;
}
