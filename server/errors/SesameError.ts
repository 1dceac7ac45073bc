import { API_ERRORS, type ApiErrorCode } from '../../contract/errors';

/** The one error class of the provider host: a closed code, its HTTP status, and what may be shown. */
export class SesameError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly details: Record<string, string> | undefined;
  /** Seconds, for 429 answers. */
  readonly retryAfter: number | undefined;

  constructor(
    code: ApiErrorCode,
    options: {
      message?: string;
      details?: Record<string, string>;
      retryAfter?: number;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? API_ERRORS[code].message, { cause: options.cause });
    this.name = 'SesameError';
    this.code = code;
    this.status = API_ERRORS[code].status;
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }
}
