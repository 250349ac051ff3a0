import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';

/**
 * The spec's failure toast (§8 Admin toasts) as the title, with the server's own explanation
 * underneath when there is one (e.g. why a deletion was refused).
 */
export function toastFailure(title: string, error: unknown): void {
  const detail =
    error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : undefined;
  toast.error(title, detail ? { description: detail } : undefined);
}
