import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';

/**
 * A failure toast: our own title, with the server's explanation underneath when it gave one
 * worth showing (a 4xx message such as "This attempt is not completed yet…").
 */
export function toastFailure(title: string, error: unknown): void {
  const detail =
    error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : undefined;
  toast.error(title, detail ? { description: detail } : undefined);
}
