import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';

/** The relative luminance contrast of two CSS colours, as the browser paints them (WCAG 2). */
function contrastInPage(foreground: string, background: string): number {
  const rgb = (color: string) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  const luminance = (color: string) => {
    const [r, g, b] = rgb(color).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * A visitor whose OS is in dark mode, on a page whose floater has no `theme` attribute: the
 * widget follows the OS, and every control stays visible (the back arrow used to be drawn dark on
 * dark, 1.1:1).
 */
describe('the floater in the OS’s dark mode, with no theme attribute', () => {
  const env = hostAndBrowser();

  it('draws the back arrow at 3:1 or more against the panel', async () => {
    const context = await env.browser.newContext({
      colorScheme: 'dark',
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${env.host.url}/demo/`);
    expect(await page.locator('auth-floater').getAttribute('theme')).toBeNull();
    await page.locator('auth-floater #sesame-identifier').fill('dark@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const arrow = page.locator('auth-floater .back-img').first();
    await arrow.waitFor();
    const colors = await arrow.evaluate((element) => {
      const panel = element.closest('.panel') ?? element.closest('.sesame')!;
      return { arrow: getComputedStyle(element).color, panel: getComputedStyle(panel).backgroundColor };
    });
    const ratio = await page.evaluate(
      ([fn, foreground, background]) => new Function(`return (${fn})`)()(foreground, background) as number,
      [contrastInPage.toString(), colors.arrow, colors.panel] as const,
    );
    expect(ratio, `${colors.arrow} on ${colors.panel}`).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
