import { ERROR_STATUS, type ErrorCode } from '@pathwise/contract';

/** The one error type services throw; the error handler turns it into the API's error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details?: unknown;
  /** Extra response headers, e.g. Retry-After on RATE_LIMITED. */
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
