import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from './button';

/** "Back to dashboard" as an outline button: the way out of a member page that has nothing to show. */
export function BackToDashboardButton() {
  const { t } = useTranslation();
  return (
    <Button variant="outline" asChild>
      <Link to={paths.dashboard.getHref()}>
        <ArrowLeft aria-hidden />
        {t('common.backToDashboard')}
      </Link>
    </Button>
  );
}
