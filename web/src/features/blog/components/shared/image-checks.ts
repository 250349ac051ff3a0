import { BLOG_IMAGE_TYPES, BLOG_LIMITS } from '@pathwise/contract';

/**
 * What the browser can tell before sending; the server checks the bytes themselves. Its own module
 * without the api client, so the lazily loaded writing area does not pull the client into a chunk of
 * its own (which split the people's entry chunks and cost them bytes).
 */
export function checkImageFile(file: File): 'type' | 'size' | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > BLOG_LIMITS.imageBytes) return 'size';
  return null;
}
