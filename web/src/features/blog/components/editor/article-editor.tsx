import { type Article, BLOG_LIMITS, slugify } from '@pathwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { getErrorFields, getErrorMessage } from '@/lib/errors';
import { createArticle, updateArticle } from '../../api/articles';
import { useAuthors } from '../../api/authors';
import { blogKeys } from '../../api/keys';
import { uploadBlogImage } from '../../api/media';
import { useAnalyzeArticle } from '../../api/seo';
import { useTaxonomy } from '../../api/taxonomy';
import { SeoPanel } from '../seo/seo-panel';
import { ImageUpload } from '../shared/image-upload';
import {
  type ArticleDraft,
  bodyFromDraft,
  canSaveDraft,
  draftFromArticle,
  EMPTY_DRAFT,
  sameDraft,
} from './article-draft';
import { PreviewDialog } from './preview-dialog';
import { PublishControls } from './publish-controls';
import { SaveStatus } from './save-status';
import { TagPicker } from './tag-picker';
import { useAutosave } from './use-autosave';

/** Edits pause this long before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 2_000;
/** After a save, the analysis waits this long for more saves, so it runs once per pause in writing. */
export const AUTO_ANALYSE_DELAY_MS = 4_000;

// TipTap and ProseMirror load with the writing area, not with the page's fields.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type ProfilerOption = { id: string; title: string };

type ArticleEditorProps = {
  /** The saved article, or null for a new one. */
  article: Article | null;
  /** Profilers the call to action may point to. */
  profilers: readonly ProfilerOption[];
  /** A new article got its id (first save): the page keeps this editor while its address changes. */
  onCreated: (id: string) => void;
};

/** The article editor: fields, body, autosave, publishing, preview and the SEO side panel. */
export function ArticleEditor({ article, profilers, onCreated }: ArticleEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bodyLabelId = useId();
  const categories = useTaxonomy('category');
  const subjects = useTaxonomy('subject');
  const authors = useAuthors();
  const analyze = useAnalyzeArticle();

  const [draft, setDraft] = useState<ArticleDraft>(() => (article ? draftFromArticle(article) : EMPTY_DRAFT));
  const [saved, setSaved] = useState<Article | null>(article);
  const [initialBaseline] = useState<ArticleDraft>(() => (article ? draftFromArticle(article) : EMPTY_DRAFT));
  // The slug follows the title until edited by hand; a published article's address stays put.
  const [slugEdited, setSlugEdited] = useState(
    () => article !== null && (article.isPublished || article.slug !== slugify(article.title)),
  );
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const idRef = useRef<string | null>(article?.id ?? null);
  const leaving = useRef(false);
  const analyseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const scheduleAnalysis = useCallback(() => {
    clearTimeout(analyseTimer.current);
    analyseTimer.current = setTimeout(() => {
      if (idRef.current) analyze.mutate(idRef.current);
    }, AUTO_ANALYSE_DELAY_MS);
  }, [analyze.mutate]);
  useEffect(() => () => clearTimeout(analyseTimer.current), []);

  const remember = useCallback(
    (next: Article) => {
      setSaved(next);
      queryClient.setQueryData(blogKeys.article(next.id), next);
    },
    [queryClient],
  );

  const save = useCallback(
    async (snapshot: ArticleDraft) => {
      const body = bodyFromDraft(snapshot);
      const id = idRef.current;
      const result = id ? await updateArticle(id, body) : await createArticle(body);
      remember(result);
      void queryClient.invalidateQueries({ queryKey: blogKeys.articleLists() });
      // The server may have made the slug unique ("…-2"): show what it kept, and count that as saved.
      const stored = result.slug === snapshot.slug ? snapshot : { ...snapshot, slug: result.slug };
      if (stored !== snapshot) {
        setDraft((current) => (current.slug === snapshot.slug ? { ...current, slug: result.slug } : current));
      }
      if (!id) {
        idRef.current = result.id;
        onCreated(result.id);
        leaving.current = true;
        navigate(paths.admin.blogArticle.getHref(result.id), { replace: true });
        leaving.current = false;
      }
      scheduleAnalysis();
      return stored;
    },
    [navigate, onCreated, queryClient, remember, scheduleAnalysis],
  );

  const autosave = useAutosave({
    value: draft,
    baseline: initialBaseline,
    isEqual: sameDraft,
    canSave: canSaveDraft,
    save,
    delayMs: AUTOSAVE_DELAY_MS,
  });
  const { status, flush, isDirty } = autosave;

  // Leaving with unsaved edits asks first: inside the app through the router, outside through the browser.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      (isDirty() || status.kind === 'saving'),
  );
  const unsaved = status.kind === 'pending' || status.kind === 'saving' || status.kind === 'error';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setTitle = (title: string) =>
    setDraft((current) => ({ ...current, title, slug: slugEdited ? current.slug : slugify(title) }));

  const runAnalysis = async () => {
    if (!(await flush()) || !idRef.current) return;
    clearTimeout(analyseTimer.current);
    analyze.mutate(idRef.current);
  };
  const openPreview = async () => {
    setPreviewing(true);
    const ok = await flush();
    setPreviewing(false);
    if (ok && idRef.current) setPreviewOpen(true);
  };

  const saveError = status.kind === 'error' ? status.error : null;
  const badFields = getErrorFields(saveError);
  const fieldError = (name: string) =>
    badFields.includes(name)
      ? getErrorMessage(saveError, t('adminBlog.editor.save.failedGeneric'))
      : undefined;
  const inactive = (name: string, isActive: boolean) =>
    isActive ? name : t('adminBlog.common.inactiveName', { name });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-6">
        <div className="sticky top-0 z-10 -mx-1 flex flex-wrap items-center justify-between gap-2 bg-slate-50/90 px-1 py-2 backdrop-blur">
          <SaveStatus status={status} needsTitle={!canSaveDraft(draft)} onRetry={() => void flush()} />
        </div>
        <Card>
          <CardContent className="space-y-5">
            <Field label={t('adminBlog.editor.fields.title')} error={fieldError('title')}>
              {(control) => (
                <Input
                  {...control}
                  value={draft.title}
                  maxLength={BLOG_LIMITS.title}
                  className="h-12 text-lg font-semibold"
                  placeholder={t('adminBlog.editor.fields.titlePlaceholder')}
                  onChange={(event) => setTitle(event.target.value)}
                />
              )}
            </Field>
            <Field
              label={t('adminBlog.editor.fields.slug')}
              error={fieldError('slug')}
              hint={
                slugEdited
                  ? t('adminBlog.editor.fields.slugHintManual', { path: `/blog/${draft.slug || '…'}` })
                  : t('adminBlog.editor.fields.slugHintAuto', { path: `/blog/${draft.slug || '…'}` })
              }
            >
              {(control) => (
                <Input
                  {...control}
                  value={draft.slug}
                  maxLength={BLOG_LIMITS.slug}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                  onChange={(event) => {
                    setSlugEdited(true);
                    set('slug', event.target.value.toLowerCase());
                  }}
                />
              )}
            </Field>
            <Field
              label={t('adminBlog.editor.fields.excerpt')}
              error={fieldError('excerpt')}
              hint={t('adminBlog.editor.fields.excerptHint')}
            >
              {(control) => (
                <Textarea
                  {...control}
                  value={draft.excerpt}
                  maxLength={BLOG_LIMITS.excerpt}
                  minRows={2}
                  maxRows={5}
                  onChange={(event) => set('excerpt', event.target.value)}
                />
              )}
            </Field>
            <div className="space-y-1.5">
              <p id={bodyLabelId} className="text-sm font-medium text-slate-700">
                {t('adminBlog.editor.fields.body')}
              </p>
              <Suspense fallback={<Skeleton className="h-96 w-full" />}>
                <RichTextEditor
                  initialHtml={draft.bodyHtml}
                  onChange={(html) => set('bodyHtml', html)}
                  uploadImage={async (file) => (await uploadBlogImage(file)).url}
                  label={t('adminBlog.editor.fields.body')}
                  labelledBy={bodyLabelId}
                />
              </Suspense>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-5">
            <h2 className="text-base font-semibold text-slate-900">{t('adminBlog.editor.cover.heading')}</h2>
            <ImageUpload
              label={t('adminBlog.editor.cover.image')}
              value={draft.coverImageUrl}
              onChange={(url) => set('coverImageUrl', url)}
            />
            {draft.coverImageUrl ? (
              <Field
                label={t('adminBlog.editor.cover.alt')}
                error={
                  fieldError('coverImageAlt') ??
                  (draft.coverImageAlt.trim() === '' ? t('adminBlog.image.altRequired') : undefined)
                }
                hint={t('adminBlog.image.altHint')}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={draft.coverImageAlt}
                    maxLength={BLOG_LIMITS.altText}
                    onChange={(event) => set('coverImageAlt', event.target.value)}
                  />
                )}
              </Field>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-5">
            <h2 className="text-base font-semibold text-slate-900">{t('adminBlog.editor.search.heading')}</h2>
            <CountedField
              label={t('adminBlog.editor.fields.metaTitle')}
              hint={t('adminBlog.editor.fields.metaTitleHint')}
              value={draft.metaTitle}
              max={BLOG_LIMITS.metaTitle}
              error={fieldError('metaTitle')}
            >
              {(control) => (
                <Input
                  {...control}
                  value={draft.metaTitle}
                  maxLength={BLOG_LIMITS.metaTitle}
                  placeholder={draft.title}
                  onChange={(event) => set('metaTitle', event.target.value)}
                />
              )}
            </CountedField>
            <CountedField
              label={t('adminBlog.editor.fields.metaDescription')}
              hint={t('adminBlog.editor.fields.metaDescriptionHint')}
              value={draft.metaDescription}
              max={BLOG_LIMITS.metaDescription}
              error={fieldError('metaDescription')}
            >
              {(control) => (
                <Textarea
                  {...control}
                  value={draft.metaDescription}
                  maxLength={BLOG_LIMITS.metaDescription}
                  minRows={2}
                  maxRows={5}
                  onChange={(event) => set('metaDescription', event.target.value)}
                />
              )}
            </CountedField>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={t('adminBlog.editor.fields.focusKeyword')}
                error={fieldError('focusKeyword')}
                hint={t('adminBlog.editor.fields.focusKeywordHint')}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={draft.focusKeyword}
                    maxLength={BLOG_LIMITS.focusKeyword}
                    onChange={(event) => set('focusKeyword', event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={t('adminBlog.editor.fields.canonicalUrl')}
                error={fieldError('canonicalUrl')}
                hint={t('adminBlog.editor.fields.canonicalUrlHint')}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={draft.canonicalUrl}
                    inputMode="url"
                    maxLength={BLOG_LIMITS.url}
                    placeholder="https://"
                    onChange={(event) => set('canonicalUrl', event.target.value)}
                  />
                )}
              </Field>
            </div>
          </CardContent>
        </Card>
      </div>

      <aside className="min-w-0 space-y-6" aria-label={t('adminBlog.editor.sidebar')}>
        <Card>
          <CardContent>
            <PublishControls
              article={saved}
              flush={flush}
              onArticle={remember}
              onPreview={() => void openPreview()}
              previewing={previewing}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-4">
            <h2 className="text-base font-semibold text-slate-900">{t('adminBlog.editor.filing.heading')}</h2>
            <Field label={t('adminBlog.editor.fields.author')} error={fieldError('authorId')}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.authorId}
                  onChange={(event) => set('authorId', event.target.value)}
                >
                  <option value="">{t('adminBlog.editor.fields.none')}</option>
                  {(authors.data ?? []).map((item) => (
                    <option key={item.id} value={item.id}>
                      {inactive(item.name, item.isActive)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('adminBlog.editor.fields.category')} error={fieldError('categoryId')}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.categoryId}
                  onChange={(event) => set('categoryId', event.target.value)}
                >
                  <option value="">{t('adminBlog.editor.fields.none')}</option>
                  {(categories.data ?? []).map((item) => (
                    <option key={item.id} value={item.id}>
                      {inactive(item.name, item.isActive)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('adminBlog.editor.fields.subject')} error={fieldError('subjectId')}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.subjectId}
                  onChange={(event) => set('subjectId', event.target.value)}
                >
                  <option value="">{t('adminBlog.editor.fields.none')}</option>
                  {(subjects.data ?? []).map((item) => (
                    <option key={item.id} value={item.id}>
                      {inactive(item.name, item.isActive)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <TagPicker value={draft.tags} onChange={(tags) => set('tags', tags)} />
            <Field label={t('adminBlog.editor.fields.cta')} hint={t('adminBlog.editor.fields.ctaHint')}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.ctaAssessmentId}
                  onChange={(event) => set('ctaAssessmentId', event.target.value)}
                >
                  <option value="">{t('adminBlog.editor.fields.ctaNone')}</option>
                  {profilers.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <SeoPanel
              articleId={saved?.id ?? null}
              onAnalyze={() => void runAnalysis()}
              analyzing={analyze.isPending}
              analyzeError={analyze.error}
            />
          </CardContent>
        </Card>
      </aside>

      {saved ? <PreviewDialog article={saved} open={previewOpen} onOpenChange={setPreviewOpen} /> : null}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={t('adminBlog.editor.leave.title')}
        description={t('adminBlog.editor.leave.description')}
        confirmLabel={t('adminBlog.editor.leave.action')}
        onConfirm={() => blocker.proceed?.()}
      />
    </div>
  );
}

/** A field with a live "n / max" counter against the contract's limit. */
function CountedField({
  label,
  hint,
  value,
  max,
  error,
  children,
}: {
  label: string;
  hint: string;
  value: string;
  max: number;
  error?: string;
  children: Parameters<typeof Field>[0]['children'];
}) {
  const { t } = useTranslation();
  const length = value.length;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      labelAside={
        <span
          className={cn(
            'text-xs tabular-nums',
            length >= max ? 'font-medium text-rose-700' : 'text-slate-500',
          )}
        >
          {length} / {max}
          <span className="sr-only"> {t('adminBlog.editor.fields.characters')}</span>
        </span>
      }
    >
      {children}
    </Field>
  );
}

export function EditorSkeleton(): ReactNode {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-hidden>
      <Skeleton className="h-[32rem] w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}
