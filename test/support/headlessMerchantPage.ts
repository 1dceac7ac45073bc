/** The merchant's page for headless tests: imports /headless.js from the host and records what it pushes. */
export function headlessMerchantPage(hostUrl: string, appId: string): string {
  return `<!doctype html><html><head><title>Shop</title></head><body>
<script type="module">
  import { SesameHeadless } from '${hostUrl}/headless.js';
  window.pushed = [];
  window.h = new SesameHeadless({ appId: '${appId}' });
  window.h.on('response', (r) => window.pushed.push(r));
  window.ask = (request) => window.h.request(request);
</script></body></html>`;
}
