import { BLOG_LIMITS, slugify } from '@pathwise/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { getErrorFields, getErrorMessage } from '@/lib/errors';

export type NamedValues = { name: string; slug: string; description: string };

type TaxonomyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  initial: NamedValues;
  /** Tags have no description. */
  withDescription: boolean;
  saving: boolean;
  onSave: (values: NamedValues) => Promise<unknown>;
};

/** Create or edit a category, subject or tag: name, slug (from the name until edited), description. */
export function TaxonomyDialog({
  open,
  onOpenChange,
  title,
  initial,
  withDescription,
  saving,
  onSave,
}: TaxonomyDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(initial.slug !== '' && initial.slug !== slugify(initial.name));
  const [error, setError] = useState<unknown>(null);
  const [nameMissing, setNameMissing] = useState(false);

  const fields = getErrorFields(error);
  const message = error ? getErrorMessage(error, t('adminBlog.common.saveFailed')) : undefined;
  const fieldError = (name: string) => (fields.includes(name) ? message : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.name.trim() === '') {
      setNameMissing(true);
      return;
    }
    setError(null);
    try {
      await onSave(values);
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)} title={title}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <Field
          label={t('adminBlog.taxonomy.fields.name')}
          error={nameMissing ? t('adminBlog.taxonomy.fields.nameRequired') : fieldError('name')}
        >
          {(control) => (
            <Input
              {...control}
              value={values.name}
              maxLength={BLOG_LIMITS.taxonomyName}
              autoFocus
              onChange={(event) => {
                const name = event.target.value;
                setNameMissing(false);
                setValues((current) => ({
                  ...current,
                  name,
                  slug: slugEdited ? current.slug : slugify(name),
                }));
              }}
            />
          )}
        </Field>
        <Field
          label={t('adminBlog.taxonomy.fields.slug')}
          error={fieldError('slug')}
          hint={t('adminBlog.taxonomy.fields.slugHint')}
        >
          {(control) => (
            <Input
              {...control}
              value={values.slug}
              className="font-mono"
              maxLength={BLOG_LIMITS.slug}
              spellCheck={false}
              onChange={(event) => {
                setSlugEdited(true);
                setValues((current) => ({ ...current, slug: event.target.value.toLowerCase() }));
              }}
            />
          )}
        </Field>
        {withDescription ? (
          <Field label={t('adminBlog.taxonomy.fields.description')} error={fieldError('description')}>
            {(control) => (
              <Textarea
                {...control}
                value={values.description}
                maxLength={BLOG_LIMITS.taxonomyDescription}
                onChange={(event) =>
                  setValues((current) => ({ ...current, description: event.target.value }))
                }
              />
            )}
          </Field>
        ) : null}
        {error && fields.length === 0 ? (
          <p role="alert" className="text-sm text-rose-700">
            {message}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('adminBlog.common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
