import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { openReviewPage } from '../support/openReviewPage';

/**
 * The collapsed floater of a returning visitor on a 390 px phone: "Welcome back, r•••a@example.com"
 * stays on one line inside the 48 px button instead of wrapping over two lines.
 */
describe('the collapsed "Welcome back" on a phone', () => {
  const env = hostAndBrowser();

  it('is one line inside the button', async () => {
    const review = await openReviewPage(env.browser, env.host.url);
    try {
      const button = review.page.locator(
        '[data-review="floater-returningcollapsed-light-390"] [part="collapsed"]',
      );
      await button.waitFor();
      expect(await button.textContent()).toContain('Welcome back, r•••a@example.com');
      expect((await button.boundingBox())!.height).toBe(48);
      const text = button.locator('.collapsed-text');
      expect((await text.boundingBox())!.height).toBeLessThan(26);
    } finally {
      await review.context.close();
    }
  });
});
