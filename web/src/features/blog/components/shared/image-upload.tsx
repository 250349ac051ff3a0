import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/errors';
import { uploadBlogImage } from '../../api/media';
import { checkImageFile } from './image-checks';

type ImageUploadProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** A round preview (an author's avatar) instead of a wide one (a cover). */
  round?: boolean;
};

/** Uploads one image (POST /blog-media) and keeps its address; shows it with Replace and Remove. */
export function ImageUpload({ label, value, onChange, round = false }: ImageUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setError(t(`adminBlog.image.${problem}`));
      return;
    }
    setError(null);
    setUploading(true);
    try {
      onChange((await uploadBlogImage(file)).url);
    } catch (failure) {
      setError(getErrorMessage(failure, t('adminBlog.image.uploadFailed')));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt=""
            className={
              round
                ? 'size-16 rounded-full object-cover'
                : 'h-24 w-40 rounded-lg object-cover ring-1 ring-slate-200'
            }
          />
        ) : null}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          aria-labelledby={`${id}-label`}
          tabIndex={-1}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Button variant="outline" size="sm" loading={uploading} onClick={() => input.current?.click()}>
          {uploading ? null : <ImagePlus aria-hidden />}
          {value ? t('adminBlog.image.replace', { label }) : t('adminBlog.image.upload', { label })}
        </Button>
        {value ? (
          <Button variant="ghost" size="sm" disabled={uploading} onClick={() => onChange('')}>
            <X aria-hidden />
            {t('adminBlog.image.remove', { label })}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{t('adminBlog.image.hint')}</p>
      )}
    </div>
  );
}
