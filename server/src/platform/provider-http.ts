/**
 * The one small fetch wrapper our vendor adapters (Resend, OpenAI, Razorpay) share: base URL,
 * timeout, no redirects, JSON in and out, and one error type that says what went wrong and whether
 * trying again could help. Vendor SDKs are not used (integrations.md §0): no base-URL option or no
 * timeout, and errors that are not errors.
 */

export type ProviderErrorKind = 'http' | 'network' | 'timeout' | 'invalid_response';

export class ProviderError extends Error {
  readonly provider: string;
  readonly kind: ProviderErrorKind;
  /** HTTP status when the provider answered. */
  readonly status?: number;
  /** The provider's own error code (`invalid_api_key`, `BAD_REQUEST_ERROR`, `validation_error`...). */
  readonly code?: string;
  /** Whether the same request may succeed later (429, 5xx, network, timeout). */
  readonly retryable: boolean;
  readonly retryAfterSeconds?: number;

  constructor(
    provider: string,
    message: string,
    info: {
      kind: ProviderErrorKind;
      status?: number;
      code?: string;
      retryable: boolean;
      retryAfterSeconds?: number;
    },
  ) {
    super(message);
    this.name = 'ProviderError';
    this.provider = provider;
    this.kind = info.kind;
    this.status = info.status;
    this.code = info.code;
    this.retryable = info.retryable;
    this.retryAfterSeconds = info.retryAfterSeconds;
  }
}

export type FetchLike = typeof fetch;

export type ProviderHttpOptions = {
  /** Display name used in error messages ("OpenAI", "Resend", "Razorpay"). */
  provider: string;
  /** Origin plus optional path prefix; request paths are appended to it. */
  baseUrl: string;
  timeoutMs: number;
  headers: Record<string, string>;
  /** Extracts the vendor's message and code from an error body. */
  parseError(body: unknown): { message?: string; code?: string };
  /** Overrides the default retry rule (429, 5xx) for vendor-specific codes. */
  isRetryable?(status: number, code: string | undefined): boolean;
  fetch?: FetchLike;
};

export type ProviderRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
};

export type ProviderResponse<T> = { status: number; headers: Headers; data: T };

function defaultRetryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function retryAfter(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** "ECONNREFUSED", "ENOTFOUND"... from undici's `TypeError: fetch failed` cause chain. */
function networkCause(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return error instanceof Error ? error.message : String(error);
}

function joinUrl(baseUrl: string, path: string, query?: ProviderRequest['query']): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

export function createProviderHttp(options: ProviderHttpOptions) {
  const doFetch = options.fetch ?? fetch;
  const seconds = Math.round(options.timeoutMs / 100) / 10;
  const where = (() => {
    try {
      return new URL(options.baseUrl).origin; // never echo credentials or paths into messages
    } catch {
      return options.baseUrl;
    }
  })();

  return async function request<T>(req: ProviderRequest): Promise<ProviderResponse<T>> {
    const url = joinUrl(options.baseUrl, req.path, req.query);
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: req.method,
        headers: {
          accept: 'application/json',
          ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
          ...req.headers,
        },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        // A redirect could lead an allowed URL to an internal address (SSRF); vendors do not redirect APIs.
        redirect: 'error',
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) {
        throw new ProviderError(
          options.provider,
          `${options.provider} did not answer within ${seconds} seconds.`,
          {
            kind: 'timeout',
            retryable: true,
          },
        );
      }
      throw new ProviderError(
        options.provider,
        `Could not reach ${options.provider} at ${where} (${networkCause(error)}).`,
        { kind: 'network', retryable: true },
      );
    }

    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      data = undefined;
    }

    if (!response.ok) {
      const parsed = data === undefined ? {} : options.parseError(data);
      // Bounded: the body comes from outside and ends up in a log line and an admin's toast.
      const detail = (parsed.message ?? (text.trim() || response.statusText)).slice(0, 300);
      const retryable = options.isRetryable
        ? options.isRetryable(response.status, parsed.code)
        : defaultRetryable(response.status);
      throw new ProviderError(
        options.provider,
        `${options.provider} returned ${response.status}: ${detail}`,
        {
          kind: 'http',
          status: response.status,
          code: parsed.code,
          retryable,
          retryAfterSeconds: retryAfter(response.headers),
        },
      );
    }
    if (data === undefined) {
      throw new ProviderError(
        options.provider,
        `${options.provider} answered with a body that is not JSON.`,
        {
          kind: 'invalid_response',
          status: response.status,
          retryable: false,
        },
      );
    }
    return { status: response.status, headers: response.headers, data: data as T };
  };
}
export type ProviderHttp = ReturnType<typeof createProviderHttp>;

/** A plain object's string field, for reading untyped vendor error bodies. */
export function stringField(value: unknown, ...path: string[]): string | undefined {
  let current: unknown = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' && current !== '' ? current : undefined;
}
