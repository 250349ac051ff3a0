import type { Currency, ReferralConfig } from '@pathwise/contract';
import { ActiveTermsCard } from './active-terms-card';
import { TermsDialog, type TermsEditing } from './terms-dialog';
import { TermsHistory } from './terms-history';

type TermsSectionProps = {
  activeTerms: ReferralConfig | null | undefined;
  currencies: readonly Currency[];
  defaultCurrency: string;
  editing: TermsEditing | null;
  onEditingChange: (editing: TermsEditing | null) => void;
};

/** The active terms, their history and the dialog that creates or edits terms. */
export function TermsSection({
  activeTerms,
  currencies,
  defaultCurrency,
  editing,
  onEditingChange,
}: TermsSectionProps) {
  const edit = (config: ReferralConfig) => onEditingChange({ mode: 'edit', config });
  return (
    <div className="space-y-6">
      <ActiveTermsCard onCreate={() => onEditingChange({ mode: 'create' })} onEdit={edit} />
      <TermsHistory onEdit={edit} />
      <TermsDialog
        editing={editing}
        onEditingChange={onEditingChange}
        activeTerms={activeTerms}
        currencies={currencies}
        defaultCurrency={defaultCurrency}
      />
    </div>
  );
}
