import type { ScreeningField } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { ScreeningFieldForm } from './screening-field-form';

type ScreeningFieldDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field to edit; a new one is added without it. */
  field?: ScreeningField;
};

export function ScreeningFieldDialog({ open, onOpenChange, field }: ScreeningFieldDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        field
          ? t('screening.config.form.editTitle', { label: field.label })
          : t('screening.config.form.createTitle')
      }
      description={t('screening.config.form.description')}
      className="sm:max-w-4xl"
    >
      {/* Mounted per opening, so every opening starts from the field as stored. */}
      {open ? <ScreeningFieldForm field={field} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
