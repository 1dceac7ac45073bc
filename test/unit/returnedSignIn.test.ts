import { describe, expect, it } from 'vitest';
import { parseLaunchParams } from '../../state/rules/launchParams';
import { opensVerifyingCode, returnedSignIn } from '../../state/rules/returnedSignIn';

const params = (search: string) => parseLaunchParams(search);

/** docs/widget.md "Sign-ins that come back to the page": which addresses the widget finishes itself. */
describe('a sign-in that comes back to the page', () => {
  it('finishes a redirect back with its asid, with or without the code', () => {
    expect(returnedSignIn(params('?code=c0de&asid=tx1'))).toEqual({ kind: 'finish', asId: 'tx1' });
    expect(returnedSignIn(params('?asid=tx1'))).toEqual({ kind: 'finish', asId: 'tx1' });
    expect(opensVerifyingCode(params('?asid=tx1'))).toBe(true);
  });

  it('says why one failed at the provider', () => {
    expect(returnedSignIn(params('?error=sso_cancelled&asid=tx1'))).toEqual({
      kind: 'failed',
      asId: 'tx1',
      error: 'sso_cancelled',
    });
  });

  it("leaves a bare code to the merchant's login URI flow, and a page's own error alone", () => {
    expect(returnedSignIn(params('?code=c0de'))).toEqual({ kind: 'none' });
    expect(opensVerifyingCode(params('?code=c0de'))).toBe(true);
    expect(returnedSignIn(params('?error=out_of_stock'))).toEqual({ kind: 'none' });
    expect(opensVerifyingCode(params('?error=out_of_stock'))).toBe(false);
  });

  it('does nothing in headless mode', () => {
    expect(returnedSignIn(params('?code=c0de&asid=tx1&isHeadless=true'))).toEqual({ kind: 'none' });
    expect(opensVerifyingCode(params('?code=c0de&asid=tx1&isHeadless=true'))).toBe(false);
  });
});
