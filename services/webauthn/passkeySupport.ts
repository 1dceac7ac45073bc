/**
 * What this browser can do with passkeys, asked of the platform directly so that the WebAuthn
 * library stays out of the page until a ceremony starts (docs/architecture.md §3 lazy chunks).
 */
type PublicKeyCredentialStatics = {
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
  isConditionalMediationAvailable?: () => Promise<boolean>;
};

function statics(): PublicKeyCredentialStatics | undefined {
  const ctor = (globalThis as { PublicKeyCredential?: PublicKeyCredentialStatics }).PublicKeyCredential;
  return typeof ctor === 'function' ? ctor : undefined;
}

export function browserSupportsPasskeys(): boolean {
  return statics() !== undefined && typeof globalThis.navigator?.credentials?.create === 'function';
}

/** Face ID, Touch ID, Windows Hello or the device passcode can make a passkey here. */
export async function platformAuthenticatorAvailable(): Promise<boolean> {
  try {
    return (await statics()?.isUserVerifyingPlatformAuthenticatorAvailable?.()) ?? false;
  } catch {
    return false;
  }
}

/** Passkeys can be offered in the field's autofill (conditional mediation). */
export async function conditionalMediationAvailable(): Promise<boolean> {
  try {
    return (await statics()?.isConditionalMediationAvailable?.()) ?? false;
  } catch {
    return false;
  }
}
