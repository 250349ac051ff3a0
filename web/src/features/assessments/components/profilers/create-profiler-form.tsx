import type { Currency } from '@pathwise/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateAssessment } from '../../api/create-assessment';
import { type PriceDraft, priceDraftError, priceDraftToBody } from '../../utils/price-draft';
import { EMPTY_TARGETING_DRAFT, filledTargeting, type TargetingDraft } from '../../utils/targeting-draft';
import { toastFailure } from '../../utils/toast-failure';
import { CreateTargetingSection } from './create-targeting-section';
import { PriceFields } from './price-fields';

type CreateProfilerFormProps = {
  /** The enabled currencies and the default one (spec §5). */
  currencies: readonly Currency[];
  defaultCurrency: string;
  onClose: () => void;
};

/**
 * The inline New Profiler form: title required; a paid profiler needs a price; targeting is
 * optional and only the fields the admin filled are sent (the rest keep the server's defaults).
 */
export function CreateProfilerForm({ currencies, defaultCurrency, onClose }: CreateProfilerFormProps) {
  const { t } = useTranslation();
  const create = useCreateAssessment();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [longDescription, setLongDescription] = useState('');
  const [price, setPrice] = useState<PriceDraft>({ isFree: true, price: '', currency: defaultCurrency });
  const [targeting, setTargeting] = useState<TargetingDraft>(EMPTY_TARGETING_DRAFT);
  const [targetingOpen, setTargetingOpen] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const titleMissing = title.trim() === '';
  const priceError = priceDraftError(price);
  const { errors: targetingErrors, body: targetingBody } = filledTargeting(targeting);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    // A folded section would hide the reason the form was refused.
    if (!targetingBody) setTargetingOpen(true);
    if (titleMissing || priceError || !targetingBody) return;
    create.mutate(
      {
        title: title.trim(),
        description: description.trim(),
        assessmentDescription: longDescription.trim(),
        ...priceDraftToBody(price),
        ...targetingBody,
      },
      {
        onSuccess: () => {
          toast.success(t('assessments.toasts.created'));
          onClose();
        },
        onError: (error) => toastFailure(t('assessments.toasts.createFailed'), error),
      },
    );
  };

  const busy = create.isPending;
  return (
    <Card className="mb-6" aria-labelledby="create-profiler-title">
      <CardHeader>
        <CardTitle id="create-profiler-title">{t('assessments.create.title')}</CardTitle>
        <CardDescription>{t('assessments.create.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate className="space-y-4 px-5 py-5 sm:px-6">
        <Field
          label={t('assessments.create.titleLabel')}
          error={showErrors && titleMissing ? t('assessments.create.titleRequired') : undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={title}
              maxLength={200}
              disabled={busy}
              // The form opens because the admin asked to create a profiler.
              autoFocus
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('assessments.create.descriptionLabel')}
          hint={t('assessments.create.descriptionHint')}
        >
          {(control) => (
            <Textarea
              {...control}
              value={description}
              maxLength={2000}
              disabled={busy}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('assessments.create.longDescriptionLabel')}
          hint={t('assessments.create.longDescriptionHint')}
        >
          {(control) => (
            <Textarea
              {...control}
              value={longDescription}
              maxLength={20_000}
              disabled={busy}
              onChange={(event) => setLongDescription(event.target.value)}
            />
          )}
        </Field>
        <PriceFields
          value={price}
          onChange={setPrice}
          currencies={currencies}
          error={showErrors ? priceError : null}
          disabled={busy}
        />
        <CreateTargetingSection
          value={targeting}
          onChange={(patch) => setTargeting((current) => ({ ...current, ...patch }))}
          errors={showErrors ? targetingErrors : {}}
          open={targetingOpen}
          onOpenChange={setTargetingOpen}
          disabled={busy}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('assessments.create.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
