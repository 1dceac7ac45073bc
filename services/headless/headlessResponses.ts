import { fillText } from '../../contract/fillText';
import {
  HEADLESS_ERROR_RESPONSE_TYPE,
  HEADLESS_ERRORS,
  HEADLESS_FIELD_TEXTS,
  type HeadlessErrorBody,
  type HeadlessErrorCode,
  type HeadlessResponse,
  type HeadlessResponseType,
} from '../../contract/headless';

/** A successful answer (spec §3 envelope). */
export function headlessSuccess<T>(responseType: HeadlessResponseType, response: T): HeadlessResponse<T> {
  return { responseType, success: true, statusCode: 200, response };
}

/**
 * spec §8 headless errors: code → status and text, as INITIATE. `details` are per-field texts;
 * INVALID_CHANNEL names the channel in its text.
 */
export function headlessError(
  code: Exclude<HeadlessErrorCode, 'API_ERROR'>,
  options: { channel?: string; details?: Record<string, string> } = {},
): HeadlessResponse<HeadlessErrorBody> {
  const { statusCode, errorMessage } = HEADLESS_ERRORS[code];
  return {
    responseType: HEADLESS_ERROR_RESPONSE_TYPE,
    success: false,
    statusCode,
    response: {
      ...options.details,
      errorMessage: fillText(errorMessage, { channel: options.channel ?? '' }),
    },
  };
}

/** spec §8 REQUIRED_KEY: 'This field is required.' for the field. */
export const requiredKey = (field: string) =>
  headlessError('REQUIRED_KEY', { details: { [field]: HEADLESS_FIELD_TEXTS.required } });

/** spec §8 INVALID_VALUE: 'Please enter the valid {field}'. */
export const invalidValue = (field: string) =>
  headlessError('INVALID_VALUE', {
    details: { [field]: fillText(HEADLESS_FIELD_TEXTS.invalid, { field }) },
  });

/** spec §8 INVALID_CHANNEL: '{channel} channel is not active…'. */
export const invalidChannel = (channel: string) => headlessError('INVALID_CHANNEL', { channel });

/**
 * spec §8 API_ERROR: status 400 with extras; the message (the host's, spec §8 "description, then
 * message, then error") defaults to the general text; the step may name its response type.
 */
export function headlessApiError(
  options: {
    message?: string | undefined;
    responseType?: HeadlessResponseType;
    extras?: Record<string, string>;
  } = {},
): HeadlessResponse<HeadlessErrorBody> {
  return {
    responseType: options.responseType ?? HEADLESS_ERROR_RESPONSE_TYPE,
    success: false,
    statusCode: HEADLESS_ERRORS.API_ERROR.statusCode,
    response: { ...options.extras, errorMessage: options.message || HEADLESS_ERRORS.API_ERROR.errorMessage },
  };
}

/** spec §8 GENERAL (500): anything unexpected, and a page that never answers. */
export const generalError = () => headlessError('GENERAL');
