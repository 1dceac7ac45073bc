import type { FastifyError } from 'fastify';
import { API_ERRORS, type ApiErrorCode } from '../../contract/errors';
import type { ErrorBody } from '../../contract/wire';
import { SesameError } from './SesameError';

/**
 * The one mapper from any thrown value to the spec's error shape. Unknown errors become
 * a 500 whose body says nothing internal; the caller logs them.
 */
export function toErrorBody(
  error: unknown,
  requestId: string,
): { body: ErrorBody; retryAfter?: number; known: boolean } {
  const sesame = asSesameError(error);
  if (!sesame) {
    return { body: bodyOf('internal', API_ERRORS.internal.message, requestId), known: false };
  }
  const body = bodyOf(sesame.code, sesame.message, requestId);
  if (sesame.details) body.details = sesame.details;
  return sesame.retryAfter === undefined
    ? { body, known: true }
    : { body, retryAfter: sesame.retryAfter, known: true };
}

function bodyOf(code: ApiErrorCode, message: string, requestId: string): ErrorBody {
  return { statusCode: API_ERRORS[code].status, error: code, message, requestId };
}

/** Fastify's own errors (validation, parsing, limits) translated into our codes. */
function asSesameError(error: unknown): SesameError | undefined {
  if (error instanceof SesameError) return error;
  const fe = error as Partial<FastifyError> & {
    validation?: { instancePath: string; message?: string; params?: Record<string, unknown> }[];
  };
  if (fe?.validation) {
    const details: Record<string, string> = {};
    for (const issue of fe.validation) {
      const field =
        (issue.params?.missingProperty as string | undefined) ??
        (issue.params?.additionalProperty as string | undefined) ??
        (issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body');
      details[field] = issue.params?.additionalProperty
        ? 'This field is not allowed.'
        : describe(issue.message);
    }
    return new SesameError('invalid_request', {
      message: 'The request parameters are incorrect, see details.',
      details,
    });
  }
  switch (fe?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new SesameError('invalid_json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new SesameError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new SesameError('unsupported_media_type');
    default:
      break;
  }
  if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 404) return new SesameError('not_found');
    if (fe.statusCode === 413) return new SesameError('payload_too_large');
    if (fe.statusCode === 415) return new SesameError('unsupported_media_type');
    return new SesameError('invalid_request');
  }
  return undefined;
}

function describe(message: string | undefined): string {
  if (!message) return 'This value is not valid.';
  return `This value ${message}.`;
}
