import { KEY_RELOAD_MS } from '../../tokens/SigningKeys';
import type { Command } from '../Command';
import { parseOptions } from '../parseOptions';

/** Key rotation for ID tokens (docs/deployment.md): one command, no restart of any instance. */
export const rotateSigningKeyCommand: Command = {
  name: 'rotate-signing-key',
  usage: 'rotate-signing-key',
  summary:
    'Adds a new ID-token signing key and retires the old one, which stays in the JWKS until its tokens expire.',
  parse(args) {
    parseOptions(args, {});
    return async ({ services, out }) => {
      const kid = await services.keys.rotate();
      out(`New signing key "${kid}"; every instance signs with it within ${KEY_RELOAD_MS / 1000} s.`);
    };
  },
};
