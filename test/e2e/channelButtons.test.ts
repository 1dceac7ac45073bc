import { describe, expect, it } from 'vitest';
import { CHANNEL_LABELS } from '../../contract/widget';
import { BUILT_CHANNELS, UNBUILT_CHANNELS } from '../../server/channels/channelReadiness';
import { hostAndBrowser } from '../support/hostAndBrowser';

/**
 * Issue "Never a dead button", in the demo shop's floater: every method under 'Use another
 * method' is one the host runs, with its name and a drawn logo; never a code or a letter.
 */
describe('the floater’s channel buttons', () => {
  const env = hostAndBrowser();

  it('lists every built channel by name with a drawn logo, and none that is not built', async () => {
    const page = await env.browser.newPage({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater [part="more-link"]').click();
    const buttons = page.locator('auth-floater button[data-channel]');
    await expect.poll(() => buttons.count()).toBeGreaterThan(2);
    // Logos beyond the first buttons arrive in a lazy chunk: wait until no placeholder is left.
    await expect
      .poll(() => page.locator('auth-floater button[data-channel] svg rect[opacity]').count())
      .toBe(0);

    const shown = await buttons.evaluateAll((list) =>
      list.map((b) => ({
        channel: b.getAttribute('data-channel')!,
        text: b.textContent ?? '',
        drawn: b.querySelector('svg path, svg circle, svg rect') !== null,
        letters: b.querySelectorAll('svg text').length,
      })),
    );
    // Input channels (email, SMS codes, the mobile network's check of a typed number, WhatsApp
    // one-tap to a typed number) are the field; One tap shows only to a browser that verified one.
    const inputs = [
      'EMAIL_LOGIN',
      'MAGIC_LINK',
      'OTP',
      'OTP_LINK',
      'MOBILE_LOGIN',
      'SMS',
      'SILENT_AUTH',
      'OTAP',
      'ONETAP',
    ];
    expect(shown.map((s) => s.channel).sort()).toEqual(
      BUILT_CHANNELS.filter((c) => !inputs.includes(c)).sort(),
    );
    for (const button of shown) {
      expect(UNBUILT_CHANNELS.has(button.channel as never), button.channel).toBe(false);
      expect(button.text, button.channel).toContain(
        CHANNEL_LABELS[button.channel as keyof typeof CHANNEL_LABELS],
      );
      if (CHANNEL_LABELS[button.channel as keyof typeof CHANNEL_LABELS] !== button.channel)
        expect(button.text, button.channel).not.toContain(button.channel);
      expect(button.drawn, button.channel).toBe(true);
      expect(button.letters, button.channel).toBe(0);
    }
    await page.close();
  });
});
