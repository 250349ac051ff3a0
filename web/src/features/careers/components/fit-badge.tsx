import type { CareerFit } from '@pathwise/contract';
import { Star, StarHalf, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const LOOK: Record<CareerFit, { tone: BadgeProps['tone']; icon: typeof Star }> = {
  best: { tone: 'success', icon: Star },
  great: { tone: 'brand', icon: StarHalf },
  good: { tone: 'neutral', icon: ThumbsUp },
};

/** "Best fit" / "Great fit" / "Good fit": the words carry the meaning; colour and icon only echo them. */
export function FitBadge({ fit }: { fit: CareerFit }) {
  const { t } = useTranslation();
  const { tone, icon: Icon } = LOOK[fit];
  return (
    <Badge tone={tone} data-fit={fit}>
      <Icon aria-hidden />
      {t(`careers.fit.${fit}`)}
    </Badge>
  );
}
