import { describe, expect, it } from 'vitest';
import { interactionReturnUri } from '../../server/oidc/interactionReturnUri';

const issuer = 'https://id.example';

describe('interactionReturnUri', () => {
  it("takes this host's own OpenID Connect sign-in page, asked for by a page of this host", () => {
    expect(interactionReturnUri(issuer, issuer, `${issuer}/oidc/interaction/abc_DEF-123`)).toBe(
      `${issuer}/oidc/interaction/abc_DEF-123`,
    );
  });

  it('refuses any other address, or a caller on another origin', () => {
    const refused = [
      'https://evil.example/oidc/interaction/abc',
      `${issuer}/oidc/interaction/abc?next=https://evil.example`,
      `${issuer}/oidc/interaction/abc#x`,
      `${issuer}/oidc/interaction/abc/login`,
      `${issuer}/oidc/interaction/`,
      `${issuer}/oidc/interaction/a%2Fb`,
      `${issuer}/demo/`,
      'https://user:pw@id.example/oidc/interaction/abc',
      'http://id.example/oidc/interaction/abc',
      'not a url',
    ];
    for (const requested of refused) expect(interactionReturnUri(issuer, issuer, requested)).toBeUndefined();
    expect(
      interactionReturnUri(issuer, 'https://shop.example', `${issuer}/oidc/interaction/abc`),
    ).toBeUndefined();
    expect(interactionReturnUri(issuer, undefined, `${issuer}/oidc/interaction/abc`)).toBeUndefined();
  });
});
