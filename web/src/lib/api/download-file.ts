import { getAuth } from '../auth-storage';
import { createHttpError, createNetworkError } from './api-error';
import { reportFailure } from './error-feedback';
import { buildUrl } from './request-url';

/** Downloads that need the bearer token (exports, report PDFs): the JSON api client cannot read them. */

/** What to fetch, and the name to save under when the server names no file. */
export type FileRequest = { path: string; params?: Record<string, string>; fallbackName: string };

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*=UTF-8''…` form first,
 * then a quoted or bare `filename=`; null when there is none. Path parts are dropped.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim() ?? null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/** Hands the browser a file to save, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download would find nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a file (a streamed export, a PDF) with the session's token as a Blob and saves it under the server's file
 * name. The api client reads JSON answers only, so files are fetched here; a failure still becomes
 * the client's ApiError with its session rules (401/403 log out). Resolves with the saved name.
 */
export async function downloadFile({ path, params, fallbackName }: FileRequest): Promise<string> {
  const { token } = getAuth();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
  } catch {
    throw createNetworkError();
  }
  if (!response.ok) {
    const error = createHttpError(response.status, await response.text());
    // A dead session logs out here as it would through the api client; the caller shows the rest.
    reportFailure(error, path, true);
    throw error;
  }
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}
