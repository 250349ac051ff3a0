import { type Author, BLOG_LIMITS, slugify } from '@pathwise/contract';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { getErrorFields, getErrorMessage } from '@/lib/errors';
import type { AuthorInput } from '../../api/authors';
import { safeLinkUrl } from '../shared/article-content';
import { ImageUpload } from '../shared/image-upload';

type AuthorDialogProps = {
  author: Author | null;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (body: AuthorInput) => Promise<unknown>;
};

type LinkRow = { label: string; url: string };

/** Create or edit an author: name, slug, bio, avatar and up to eight links (http or https). */
export function AuthorDialog({ author, saving, onOpenChange, onSave }: AuthorDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(author?.name ?? '');
  const [slug, setSlug] = useState(author?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(author !== null && author.slug !== slugify(author.name));
  const [bio, setBio] = useState(author?.bio ?? '');
  const [avatarUrl, setAvatarUrl] = useState(author?.avatarUrl ?? '');
  const [links, setLinks] = useState<LinkRow[]>(author?.links ?? []);
  const [problems, setProblems] = useState<{ name?: string; links?: string }>({});
  const [error, setError] = useState<unknown>(null);

  const fields = getErrorFields(error);
  const message = error ? getErrorMessage(error, t('adminBlog.common.saveFailed')) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = links.filter((link) => link.label.trim() || link.url.trim());
    const next: typeof problems = {};
    if (name.trim() === '') next.name = t('adminBlog.taxonomy.fields.nameRequired');
    if (filled.some((link) => !link.label.trim() || !/^https?:/i.test(safeLinkUrl(link.url) ?? ''))) {
      next.links = t('adminBlog.authors.fields.linksInvalid');
    }
    setProblems(next);
    if (next.name || next.links) return;
    setError(null);
    try {
      await onSave({
        name: name.trim(),
        slug: slug.trim() || undefined,
        bio: bio.trim() || null,
        avatarUrl: avatarUrl || null,
        links: filled.map((link) => ({ label: link.label.trim(), url: safeLinkUrl(link.url) ?? link.url })),
      });
    } catch (failure) {
      setError(failure);
    }
  };
  const setLink = (index: number, patch: Partial<LinkRow>) =>
    setLinks((current) => current.map((link, i) => (i === index ? { ...link, ...patch } : link)));

  return (
    <Dialog
      open
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={author ? t('adminBlog.authors.editTitle', { name: author.name }) : t('adminBlog.authors.new')}
      className="max-w-lg"
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <Field
          label={t('adminBlog.taxonomy.fields.name')}
          error={problems.name ?? (fields.includes('name') ? message : undefined)}
        >
          {(control) => (
            <Input
              {...control}
              value={name}
              autoFocus
              maxLength={BLOG_LIMITS.taxonomyName}
              onChange={(event) => {
                setName(event.target.value);
                if (!slugEdited) setSlug(slugify(event.target.value));
              }}
            />
          )}
        </Field>
        <Field
          label={t('adminBlog.taxonomy.fields.slug')}
          error={fields.includes('slug') ? message : undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={slug}
              className="font-mono"
              spellCheck={false}
              maxLength={BLOG_LIMITS.slug}
              onChange={(event) => {
                setSlugEdited(true);
                setSlug(event.target.value.toLowerCase());
              }}
            />
          )}
        </Field>
        <Field label={t('adminBlog.authors.fields.bio')} error={fields.includes('bio') ? message : undefined}>
          {(control) => (
            <Textarea
              {...control}
              value={bio}
              maxLength={BLOG_LIMITS.authorBio}
              onChange={(event) => setBio(event.target.value)}
            />
          )}
        </Field>
        <ImageUpload
          label={t('adminBlog.authors.fields.avatar')}
          value={avatarUrl}
          onChange={setAvatarUrl}
          round
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">
            {t('adminBlog.authors.fields.links')}
          </legend>
          {links.map((link, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; they are edited in place.
            <div key={index} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] gap-2">
              <Input
                aria-label={t('adminBlog.authors.fields.linkLabel', { number: index + 1 })}
                placeholder={t('adminBlog.authors.fields.linkLabelPlaceholder')}
                value={link.label}
                maxLength={40}
                onChange={(event) => setLink(index, { label: event.target.value })}
              />
              <Input
                aria-label={t('adminBlog.authors.fields.linkUrl', { number: index + 1 })}
                placeholder="https://"
                inputMode="url"
                value={link.url}
                maxLength={BLOG_LIMITS.url}
                onChange={(event) => setLink(index, { url: event.target.value })}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('adminBlog.authors.fields.removeLink', { number: index + 1 })}
                onClick={() => setLinks((current) => current.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </div>
          ))}
          {problems.links ? (
            <p role="alert" className="text-sm text-rose-700">
              {problems.links}
            </p>
          ) : null}
          {links.length < BLOG_LIMITS.authorLinks ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setLinks((current) => [...current, { label: '', url: '' }])}
            >
              <Plus aria-hidden />
              {t('adminBlog.authors.fields.addLink')}
            </Button>
          ) : null}
        </fieldset>
        {error && !fields.some((field) => ['name', 'slug', 'bio'].includes(field)) ? (
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
