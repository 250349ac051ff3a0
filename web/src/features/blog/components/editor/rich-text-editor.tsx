import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ARTICLE_CONTENT_CLASS, safeLinkUrl } from '../shared/article-content';
import { EditorToolbar } from './editor-toolbar';

export type RichTextEditorProps = {
  /** The body when the editor opens; later changes come from the editor itself. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads an image and gives its address (POST /blog-media). */
  uploadImage: (file: File) => Promise<string>;
  /** The label of the writing area (read by screen readers). */
  label: string;
  labelledBy?: string;
};

/**
 * The article body (TipTap 3): headings, bold, italic, lists, links, quotes, code blocks, images with
 * alt text and tables. Its own module, lazily loaded by the editor page, so TipTap and ProseMirror stay
 * out of every other bundle. What it produces is only a proposal: the server sanitizes it with an
 * allow-list before storing it.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  uploadImage,
  label,
  labelledBy,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => safeLinkUrl(url) !== null,
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        class: cn(ARTICLE_CONTENT_CLASS, 'min-h-80 px-4 py-3 focus:outline-none sm:px-6'),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        'data-testid': 'article-body-editor',
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-500/20">
      {editor ? <EditorToolbar editor={editor} uploadImage={uploadImage} /> : null}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <p className="px-4 py-3 text-sm text-slate-500">{t('adminBlog.editor.loadingEditor')}</p>
      )}
    </div>
  );
}
