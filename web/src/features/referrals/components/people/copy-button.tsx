import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';

const COPIED_FOR_MS = 2500;

type CopyButtonProps = {
  value: string;
  /** The visible label ("Copy code"); it reads "Copied" for a moment after a copy. */
  label: string;
  /** A fuller accessible name when the label alone is ambiguous ("Copy coupon WELCOME8"). */
  accessibleLabel?: string;
  /** Called when the clipboard is unavailable, e.g. to select the text for a manual copy. */
  onCopyFailed?: () => void;
} & Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/**
 * Copies `value` to the clipboard and says so: the label turns into "Copied" with a check, and
 * screen readers hear "Copied to the clipboard." through a polite live region.
 */
export function CopyButton({
  value,
  label,
  accessibleLabel,
  onCopyFailed,
  variant = 'outline',
  size = 'md',
  className,
}: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page or a refused permission): the caller selects the text.
      onCopyFailed?.();
      toast.info(t('referrals.copy.manually'));
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => void copy()}
        aria-label={copied ? undefined : accessibleLabel}
      >
        {copied ? <Check aria-hidden className="text-emerald-600" /> : <Copy aria-hidden />}
        {copied ? t('referrals.copy.copied') : label}
      </Button>
      <span className="sr-only" role="status">
        {copied ? t('referrals.copy.announce') : ''}
      </span>
    </>
  );
}
