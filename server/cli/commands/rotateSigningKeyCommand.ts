import { KEY_RELOAD_MS } from '../../tokens/keyTiming';
import type { Command } from '../Command';
import { parseOptions } from '../parseOptions';

/**
 * Key rotation for ID tokens (docs/security.md "Signing keys"): one command, no restart of any
 * instance. The new key is published at once and signs only once every JWKS cache can know it.
 */
export const rotateSigningKeyCommand: Command = {
  name: 'rotate-signing-key',
  usage: 'rotate-signing-key',
  summary:
    'Publishes a new ID-token signing key; it signs once JWKS caches have it, and the old one stays in the JWKS until its tokens expire.',
  parse(args) {
    parseOptions(args, {});
    return async ({ services, out }) => {
      const { kid, signsFrom } = await services.keys.rotate();
      const minutes = Math.round((signsFrom - services.clock.now()) / 60_000);
      out(
        `New signing key "${kid}" is published now and signs from ${new Date(signsFrom).toISOString()} (in ${minutes} min); every instance switches to it within ${KEY_RELOAD_MS / 1000} s of that.`,
      );
    };
  },
};
