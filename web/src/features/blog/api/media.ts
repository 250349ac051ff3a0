import type { BlogMedia } from '@pathwise/contract';
import { api } from '@/lib/api-client';

/** POST /blog-media (multipart, field `file`): the image re-encoded by the server, with its address. */
export function uploadBlogImage(file: File): Promise<BlogMedia> {
  const form = new FormData();
  form.append('file', file);
  return api.post<BlogMedia>('/blog-media', form, { silent: true });
}
