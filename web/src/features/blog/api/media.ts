import { BLOG_IMAGE_TYPES, BLOG_LIMITS, type BlogMedia } from '@pathwise/contract';
import { api } from '@/lib/api-client';

/** What the browser can tell before sending; the server checks the bytes themselves. */
export function checkImageFile(file: File): 'type' | 'size' | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > BLOG_LIMITS.imageBytes) return 'size';
  return null;
}

/** POST /blog-media (multipart, field `file`): the image re-encoded by the server, with its address. */
export function uploadBlogImage(file: File): Promise<BlogMedia> {
  const form = new FormData();
  form.append('file', file);
  return api.post<BlogMedia>('/blog-media', form, { silent: true });
}
