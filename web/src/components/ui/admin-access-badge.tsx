import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from './badge';

/** Shown on every admin screen (spec §6). */
export function AdminAccessBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="brand" data-testid="admin-access-badge">
      <ShieldCheck aria-hidden />
      {t('admin.accessBadge')}
    </Badge>
  );
}
