import { ADMIN_REQUIRED_MESSAGE, SESSION_INVALIDATED_MESSAGE } from '@pathwise/contract/error-messages';
import { clearAuth } from '../auth-storage.ts';
import { toast } from '../toast.ts';
import { ApiError } from './api-error.ts';
import { isAuthPath } from './request-url.ts';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';
export const LOGIN_PATH = '/login';

// Fixed toast ids: ten queries failing together with 401 show one toast, not ten.
const SESSION_TOAST_ID = 'api-session-ended';

type Navigate = (path: string) => void;

const navigateWithPageLoad: Navigate = (path) => window.location.assign(path);
let navigate: Navigate = navigateWithPageLoad;

/** The router registers its navigate here so the logout redirect stays inside the SPA. */
export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function resetNavigator(): void {
  navigate = navigateWithPageLoad;
}

function endSession(message: string): void {
  clearAuth();
  toast.error(message, { id: SESSION_TOAST_ID });
  navigate(LOGIN_PATH);
}

function isSessionInvalidated(error: ApiError): boolean {
  // The contract's code is the reliable signal; the spec's message test covers older servers.
  return error.code === 'SESSION_INVALIDATED' || error.message.toLowerCase().includes('invalidated');
}

/**
 * Spec §8 "Network-level behaviour": what the user sees when a request finally fails
 * (after its retry). `silent` hides only the generic and 5xx toasts: a dead session always
 * logs out. Aborted requests (not an ApiError) show nothing.
 */
export function reportFailure(error: unknown, path: string, silent: boolean): void {
  if (!(error instanceof ApiError)) return;

  if (error.status === 401) {
    if (!isAuthPath(path)) endSession(SESSION_EXPIRED_MESSAGE);
    return;
  }
  if (error.status === 403) {
    // A refused sign-in (suspended account) has no session to end: the form shows the server's words.
    if (isAuthPath(path) && error.code === 'ACCOUNT_SUSPENDED') return;
    // A feature switched off while a page was open (referrals): refused, the session is fine.
    if (error.code === 'FEATURE_DISABLED') {
      if (!silent) toast.error(error.message);
      return;
    }
    endSession(isSessionInvalidated(error) ? SESSION_INVALIDATED_MESSAGE : ADMIN_REQUIRED_MESSAGE);
    return;
  }
  // Rate limits only ever warn; the rate-limit guard has done that.
  if (error.status === 429 || silent) return;
  if (error.status >= 500) {
    toast.error(SERVER_ERROR_MESSAGE);
    return;
  }
  if (!error.message.includes('429')) toast.error(error.message);
}
