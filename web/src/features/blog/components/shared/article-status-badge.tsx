import type { ArticleStatus } from '@pathwise/contract';
import { CalendarClock, CircleCheck, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/format';

const TONES = { draft: 'neutral', scheduled: 'warning', published: 'success' } as const;
const ICONS = { draft: PencilLine, scheduled: CalendarClock, published: CircleCheck } as const;

/** Draft, "Scheduled for …" (with the time: it matters) or "Published …", with an icon so colour is not the only cue. */
export function ArticleStatusBadge({
  status,
  publishedAt,
}: {
  status: ArticleStatus;
  publishedAt: string | null;
}) {
  const { t } = useTranslation();
  const Icon = ICONS[status];
  const label =
    status === 'scheduled' && publishedAt
      ? t('adminBlog.status.scheduledFor', { date: formatDateTime(publishedAt) })
      : status === 'published' && publishedAt
        ? t('adminBlog.status.publishedOn', { date: formatDate(publishedAt) })
        : t(`adminBlog.status.${status}`);
  return (
    <Badge tone={TONES[status]} data-testid="article-status">
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
