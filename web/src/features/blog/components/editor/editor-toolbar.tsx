import { BLOG_LIMITS } from '@pathwise/contract';
import { type Editor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Code2,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Rows3,
  Table2,
  Trash2,
} from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { safeLinkUrl } from '../shared/article-content';
import { checkImageFile } from '../shared/image-checks';

type ToolbarProps = { editor: Editor; uploadImage: (file: File) => Promise<string> };

type Tool = {
  key: string;
  icon: LucideIcon;
  run: () => void;
  active?: boolean;
  /** The keyboard shortcut TipTap already has, said in the button's title. */
  shortcut?: string;
};

/**
 * The editor's toolbar: one tab stop, arrow keys move between buttons (WAI-ARIA toolbar pattern); each
 * button has a name and, for formats, says whether it is on (aria-pressed).
 */
export function EditorToolbar({ editor, uploadImage }: ToolbarProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();

  const tools: Tool[] = [
    { key: 'h2', icon: Heading2, active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', icon: Heading3, active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    {
      key: 'bold',
      icon: Bold,
      active: state.bold,
      shortcut: 'Ctrl+B',
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      icon: Italic,
      active: state.italic,
      shortcut: 'Ctrl+I',
      run: () => chain().toggleItalic().run(),
    },
    { key: 'bulletList', icon: List, active: state.bulletList, run: () => chain().toggleBulletList().run() },
    {
      key: 'orderedList',
      icon: ListOrdered,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'link', icon: LinkIcon, active: state.link, run: () => setDialog('link') },
    { key: 'blockquote', icon: Quote, active: state.blockquote, run: () => chain().toggleBlockquote().run() },
    { key: 'codeBlock', icon: Code2, active: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
    { key: 'image', icon: ImagePlus, run: () => setDialog('image') },
    {
      key: 'table',
      icon: Table2,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    ...(state.table
      ? [
          { key: 'addRow', icon: Rows3, run: () => chain().addRowAfter().run() },
          { key: 'addColumn', icon: Columns3, run: () => chain().addColumnAfter().run() },
          { key: 'deleteTable', icon: Trash2, run: () => chain().deleteTable().run() },
        ]
      : []),
  ];
  const current = Math.min(focusIndex, tools.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tools.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = ((moves[event.key] ?? 0) + tools.length) % tools.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={t('adminBlog.editor.toolbar.label')}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
        onKeyDown={onKeyDown}
      >
        {tools.map((tool, index) => {
          const Icon = tool.icon;
          const name = t(`adminBlog.editor.toolbar.${tool.key}`);
          return (
            <button
              key={tool.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === current ? 0 : -1}
              aria-label={name}
              title={tool.shortcut ? `${name} (${tool.shortcut})` : name}
              aria-pressed={tool.active === undefined ? undefined : tool.active}
              onFocus={() => setFocusIndex(index)}
              onClick={tool.run}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 hover:text-slate-900',
                'focus-visible:outline-2 focus-visible:outline-brand-500',
                tool.active && 'bg-brand-100 text-brand-800',
                tool.key === 'table' && 'ml-1 border-l border-slate-200 pl-1',
              )}
            >
              <Icon className="size-4" aria-hidden />
            </button>
          );
        })}
      </div>
      <LinkDialog
        open={dialog === 'link'}
        onOpenChange={(open) => setDialog(open ? 'link' : null)}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onApply={(href) => {
          if (href === null) chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href }).run();
          setDialog(null);
        }}
      />
      <ImageDialog
        open={dialog === 'image'}
        onOpenChange={(open) => setDialog(open ? 'image' : null)}
        uploadImage={uploadImage}
        onInsert={(src, alt) => {
          chain().setImage({ src, alt }).run();
          setDialog(null);
        }}
      />
    </>
  );
}

function LinkDialog({
  open,
  onOpenChange,
  initial,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: string;
  /** null removes the link. */
  onApply: (href: string | null) => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = safeLinkUrl(url);
    if (!href) {
      setError(t('adminBlog.editor.link.invalid'));
      return;
    }
    onApply(href);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setUrl(initial);
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title={t('adminBlog.editor.link.title')}
      description={t('adminBlog.editor.link.description')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label={t('adminBlog.editor.link.url')} error={error}>
          {(control) => (
            <Input
              {...control}
              value={url}
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              maxLength={BLOG_LIMITS.url}
              onChange={(event) => {
                setUrl(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {initial ? (
            <Button variant="danger-outline" onClick={() => onApply(null)}>
              {t('adminBlog.editor.link.remove')}
            </Button>
          ) : null}
          <Button type="submit">{t('adminBlog.editor.link.apply')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

function ImageDialog({
  open,
  onOpenChange,
  uploadImage,
  onInsert,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  uploadImage: (file: File) => Promise<string>;
  onInsert: (src: string, alt: string) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [uploading, setUploading] = useState(false);

  const reset = () => {
    setFile(null);
    setAlt('');
    setErrors({});
    setUploading(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: { file?: string; alt?: string } = {};
    if (!file) next.file = t('adminBlog.image.fileRequired');
    else {
      const problem = checkImageFile(file);
      if (problem) next.file = t(`adminBlog.image.${problem}`);
    }
    if (alt.trim() === '') next.alt = t('adminBlog.image.altRequired');
    setErrors(next);
    if (next.file || next.alt || !file) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      onInsert(src, alt.trim());
      reset();
    } catch (error) {
      // The server's message (an ApiError is an Error); the api client stays out of this lazy chunk.
      setErrors({
        file: error instanceof Error && error.message ? error.message : t('adminBlog.image.uploadFailed'),
      });
      setUploading(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && uploading) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('adminBlog.editor.image.title')}
      description={t('adminBlog.editor.image.description')}
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <Field label={t('adminBlog.image.file')} error={errors.file} hint={t('adminBlog.image.hint')}>
          {(control) => (
            <Input
              {...control}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="py-1.5"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Field label={t('adminBlog.image.alt')} error={errors.alt} hint={t('adminBlog.image.altHint')}>
          {(control) => (
            <Input
              {...control}
              value={alt}
              maxLength={BLOG_LIMITS.altText}
              onChange={(event) => setAlt(event.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={uploading}>
            {t('adminBlog.editor.image.insert')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
