import { describe, expect, it } from 'vitest';
import { TRUECALLER_PROFILE_ORIGINS } from '../../server/channels/truecaller/truecallerSettings';
import { allowedProfileEndpoint } from '../../server/delivery/TruecallerProfile';

/** The callback is unauthenticated: its `endpoint` is fetched only on Truecaller's own origins. */
describe('the Truecaller profile endpoint allow-list', () => {
  const allowed = (url: string) => allowedProfileEndpoint(url, TRUECALLER_PROFILE_ORIGINS)?.href;

  it('accepts https on Truecaller’s subdomains', () => {
    expect(allowed('https://profile4-noneu.truecaller.com/v1/default')).toBe(
      'https://profile4-noneu.truecaller.com/v1/default',
    );
    expect(allowed('https://profile4.truecaller.com/v1/default')).toBeDefined();
  });

  it('refuses other hosts, look-alikes, plain http, other ports, credentials and garbage', () => {
    for (const url of [
      'https://evil.example/v1/default',
      'https://truecaller.com.evil.example/v1/default',
      'https://eviltruecaller.com/v1/default',
      'http://profile4.truecaller.com/v1/default',
      'https://profile4.truecaller.com:8443/v1/default',
      'https://user:pass@profile4.truecaller.com/v1/default',
      'file:///etc/passwd',
      'not a url',
      '',
    ])
      expect(allowed(url), url).toBeUndefined();
  });

  it('matches an exact origin exactly (the dev simulator, a test counterpart)', () => {
    const origins = ['http://127.0.0.1:8787'];
    expect(
      allowedProfileEndpoint('http://127.0.0.1:8787/dev/truecaller/profile/v1/default', origins),
    ).toBeDefined();
    expect(allowedProfileEndpoint('http://127.0.0.1:8788/x', origins)).toBeUndefined();
    expect(allowedProfileEndpoint('http://localhost:8787/x', origins)).toBeUndefined();
  });
});
