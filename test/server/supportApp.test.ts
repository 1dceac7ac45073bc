import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import { apiClient } from '../support/apiClient';
import { appsStorage, runAppsInProcess } from '../support/runApps';
import { startHost } from '../support/startHost';

/**
 * docs/apps-cli.md "Support apps": `--support` makes an app a support app, stored, and its
 * merchant configuration says uiType SUPPORT (spec §3), so the widget's channel buttons take the
 * "support" action (spec §4: a WhatsApp chat with the business number); `--no-support` undoes it.
 */
describe('support apps', () => {
  const cleanup: (() => unknown)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('the apps tool sets and clears it, and the widget gets uiType SUPPORT and its chat', async () => {
    const storage = appsStorage();
    cleanup.push(storage.remove);
    const run = (args: string[]) => runAppsInProcess(args, storage.env);
    const origin = 'https://help.example';
    const created = await run(['create', '--id', 'help', '--name', 'Help', '--origin', origin, '--support']);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse((await run(['show', 'help'])).stdout).options).toMatchObject({ support: true });

    const host = await startHost({ env: storage.env });
    cleanup.push(host.close);
    const widget = apiClient(host, { appId: 'help', headers: { origin } });
    const uiType = async () =>
      (
        await widget.request<MerchantConfigResponse>({
          method: 'GET',
          url: `${API.merchantConfig}/${await widget.state()}?appId=help`,
        })
      ).body.uiType;
    expect(await uiType()).toBe('SUPPORT');
    const ticket = await widget.request({
      method: 'GET',
      url: `${API.supportTicket}/${await widget.state()}`,
      query: { appId: 'help', channel: 'WHATSAPP' },
    });
    expect(new URL(String(ticket.body.intent)).hostname).toBe('wa.me');

    expect((await run(['edit', 'help', '--support', '--no-support'])).code).toBe(2);
    const edited = await run(['edit', 'help', '--no-support']);
    expect(edited.stdout).toContain('sign-in app');
    expect(JSON.parse((await run(['show', 'help'])).stdout).options).not.toHaveProperty('support');
    // The host's app cache keeps an app up to 2 s (docs/apps-cli.md).
    await expect.poll(uiType, { timeout: 5000, interval: 250 }).toBe('FRESH');
  });
});
