/** How a failed ceremony reads to the widget. */
export type PasskeyFailure = 'cancelled' | 'exists' | 'unsupported' | 'failed';

/**
 * WebAuthn errors by name (WebAuthn L3 §5.1.3, §5.1.4): the user closing the dialog or a ceremony
 * replaced by another is no error to show; an authenticator that holds a passkey already is.
 */
export function passkeyFailure(error: unknown): PasskeyFailure {
  const name = (error as { name?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return 'cancelled';
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'exists';
  if (name === 'NotSupportedError' || code === 'ERROR_AUTOFILL_NOT_SUPPORTED') return 'unsupported';
  return 'failed';
}
