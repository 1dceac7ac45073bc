import type { LaunchParams } from './launchParams';

/**
 * A sign-in a redirect brought back to this page (docs/widget.md "Sign-ins that come back to the
 * page"): the host's SSO callback in redirect mode (`?code=…&asid=…`, or `?error=…&asid=…`) and
 * the magic link's "continue here" (`?asid=…`). Without `asid` a `code` is the merchant's login
 * URI flow of spec §4 "Redirect flow", which the widget leaves to the redirect-URI service.
 */
export type ReturnedSignIn =
  | { kind: 'none' }
  | { kind: 'failed'; asId: string; error: string }
  | { kind: 'finish'; asId: string };

export function returnedSignIn(
  params: Pick<LaunchParams, 'asId' | 'signInError' | 'isHeadless'>,
): ReturnedSignIn {
  if (!params.asId || params.isHeadless) return { kind: 'none' };
  if (params.signInError) return { kind: 'failed', asId: params.asId, error: params.signInError };
  return { kind: 'finish', asId: params.asId };
}

/** spec §2: the page opens on the code-verification screen (a loader) rather than the entry. */
export function opensVerifyingCode(
  params: Pick<LaunchParams, 'code' | 'asId' | 'signInError' | 'isHeadless'>,
): boolean {
  return (params.code !== null && !params.isHeadless) || returnedSignIn(params).kind !== 'none';
}
