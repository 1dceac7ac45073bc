import type { SesameUser } from '../../contract/signedInUser';
import type { FlowState } from './FlowState';

/**
 * Who the success screen says signed in (docs/widget.md): the identifier typed on the code path,
 * else what the host knows of the user for a button channel, a passkey or a provider — the email,
 * the phone number, then the name. Null when the host sent none of them.
 */
export function signedInIdentity(user: SesameUser, typed: string | null): string | null {
  if (typed?.trim()) return typed.trim();
  if (user.email) return user.email;
  if (user.mobile) return user.mobile.startsWith('+') ? user.mobile : `+${user.mobile}`;
  return user.name?.trim() || null;
}

/** What the person typed, as they would read it: a number without '+' gets its country code. */
export function typedIdentifier(state: Pick<FlowState, 'email' | 'path' | 'countryCode'>): string {
  const typed = state.email.trim();
  return state.path === 'phone' && !typed.startsWith('+') ? `${state.countryCode} ${typed}` : typed;
}
