import type { Currency, ReferralConfig } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { TermsForm } from './terms-form';

/** What the terms dialog is doing: new terms (maybe from a copy) or editing one set. */
export type TermsEditing =
  | { mode: 'create'; template?: ReferralConfig }
  | { mode: 'edit'; config: ReferralConfig };

type TermsDialogProps = {
  editing: TermsEditing | null;
  onEditingChange: (editing: TermsEditing | null) => void;
  activeTerms: ReferralConfig | null | undefined;
  currencies: readonly Currency[];
  defaultCurrency: string;
};

export function TermsDialog({
  editing,
  onEditingChange,
  activeTerms,
  currencies,
  defaultCurrency,
}: TermsDialogProps) {
  const { t } = useTranslation();
  const config = editing?.mode === 'edit' ? editing.config : undefined;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onEditingChange(null))}
      title={
        config
          ? t('adminReferrals.form.editTitle', { name: config.name })
          : t('adminReferrals.form.createTitle')
      }
      description={config ? undefined : t('adminReferrals.form.createDescription')}
      className="sm:max-w-5xl"
    >
      {/* Keyed per opening, so every opening starts from the terms as stored. */}
      {editing ? (
        <TermsForm
          key={
            config
              ? `edit-${config.id}`
              : `create-${editing.mode === 'create' ? (editing.template?.id ?? 'new') : ''}`
          }
          config={config}
          template={editing.mode === 'create' ? editing.template : undefined}
          activeTerms={activeTerms}
          currencies={currencies}
          defaultCurrency={defaultCurrency}
          onClose={() => onEditingChange(null)}
          onStartFrom={(from) => onEditingChange({ mode: 'create', template: from })}
        />
      ) : null}
    </Dialog>
  );
}
