import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button, type ButtonProps } from './button';

type BackToDashboardButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/**
 * "← Back to dashboard", the member pages' way home: an outline button by default (under an empty
 * or failed state), a small ghost one above a page.
 */
export function BackToDashboardButton({ variant = 'outline', size, className }: BackToDashboardButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant={variant} size={size} className={className} asChild>
      <Link to={paths.dashboard.getHref()}>
        <ArrowLeft aria-hidden />
        {t('common.backToDashboard')}
      </Link>
    </Button>
  );
}
