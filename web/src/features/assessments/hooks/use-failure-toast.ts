import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * Shows the spec's load-failure toast (§8 Admin toasts) each time a query turns to failed; the
 * screen keeps its own inline error with a retry underneath.
 */
export function useFailureToast(isError: boolean, message: string): void {
  useEffect(() => {
    if (isError) toast.error(message);
  }, [isError, message]);
}
