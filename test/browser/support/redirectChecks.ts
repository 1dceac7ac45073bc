import { expect } from 'chai';
import { API } from '../../../contract/paths';
import type { RedirectUriResponse } from '../../../contract/wire';
import type { AttributeCheck } from './attributeChecks';
import { openFrame, waitFor } from './frame';

const REDIRECT_URI = 'https://shop.example/after-sign-in';

/**
 * `paralyzed`: a page opened with a sign-in `code` asks the host for the redirect uri, does not
 * follow it, and hands it to the page in `auth-redirect` (spec §4 "Redirect flow").
 */
export function paralyzedCheck(tag: string): AttributeCheck {
  return async () => {
    const frame = await openFrame({ search: '?code=code_browser_test' });
    const before = frame.window.location.href;
    frame.host.answer(API.redirectUriV1, () => ({
      status: 200,
      body: { redirectUri: REDIRECT_URI } satisfies RedirectUriResponse,
    }));
    const heard: CustomEvent[] = [];
    frame.document.addEventListener('auth-redirect', (event) => heard.push(event as CustomEvent));
    await frame.mount(tag, { 'app-id': 'demo', paralyzed: '' });
    const event = await waitFor(() => heard[0], 'the auth-redirect event');
    expect(event.detail.url).to.equal(REDIRECT_URI);
    expect(frame.host.calls(API.redirectUriV1)[0]?.params.code).to.equal('code_browser_test');
    // Not followed: the page is still the one that was opened (only the code left its address).
    expect(frame.window.location.href.split('?')[0]).to.equal(before.split('?')[0]);
    frame.close();
  };
}
