import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';

type LoadErrorProps = {
  /** What failed, e.g. `getErrorMessage(query.error, t('x.loadFailed'))`. */
  title?: ReactNode;
  /** An optional line under the title (a hint, or the server's message). */
  children?: ReactNode;
  /** What "Try again" does, e.g. `() => query.refetch()`. */
  onRetry: () => unknown;
  /** Marks the button busy (spinner, disabled) while the retry runs, e.g. `query.isRefetching`. */
  retrying?: boolean;
  /** The refresh icon before the label (hidden while retrying). The member pages show none. */
  icon?: boolean;
  className?: string;
};

/** The error state of something that failed to load: an error alert with a "Try again" button. */
export function LoadError({
  title,
  children,
  onRetry,
  retrying = false,
  icon = true,
  className,
}: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      title={title}
      className={className}
      action={
        <Button variant="outline" size="sm" onClick={() => void onRetry()} loading={retrying}>
          {icon && !retrying ? <RefreshCw aria-hidden /> : null}
          {t('common.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
