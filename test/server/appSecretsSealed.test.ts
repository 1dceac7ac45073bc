import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { type Host, startHost } from '../support/startHost';

/** docs/security.md "Production fails closed", 1: an app's provider credentials are not stored in clear. */
describe("an app's provider credentials at rest", () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({ listen: false });
  });
  afterAll(async () => {
    await host?.close();
  });

  const raw = async (id: string) =>
    (
      await host.services.db.kysely
        .selectFrom('apps')
        .select('options')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).options;

  it('seals WhatsApp and SMS credentials in the table and opens them for use', async () => {
    await host.services.apps.create({
      id: 'sealed',
      clientId: 'sealed',
      clientSecret: 'sealed-secret',
      name: 'Sealed Shop',
      origins: ['https://sealed.example'],
      uiConfig: defaultUiConfig('Sealed Shop'),
      channelConfig: channelConfigFor(['WHATSAPP']),
      options: {
        whatsapp: { phoneNumberId: '1055', accessToken: 'EAAG-token-123', appSecret: 'meta-app-secret' },
        sms: { accountSid: 'AC123', authToken: 'twilio-auth-token' },
      },
    });
    const stored = await raw('sealed');
    for (const secret of ['EAAG-token-123', 'meta-app-secret', 'twilio-auth-token'])
      expect(stored).not.toContain(secret);
    // What is not a secret stays readable for operators.
    expect(stored).toContain('1055');
    expect(stored).toContain('AC123');
    const app = await host.services.apps.get('sealed');
    expect(app?.options.whatsapp).toMatchObject({
      accessToken: 'EAAG-token-123',
      appSecret: 'meta-app-secret',
    });
    expect(app?.options.sms?.authToken).toBe('twilio-auth-token');

    // An edit that keeps the credentials keeps them sealed, and a new one is sealed too.
    await host.services.apps.update('sealed', {
      options: { ...app!.options, sms: { ...app!.options.sms, msg91AuthKey: 'msg91-key' } },
    });
    const edited = await raw('sealed');
    for (const secret of ['EAAG-token-123', 'twilio-auth-token', 'msg91-key'])
      expect(edited).not.toContain(secret);
    expect((await host.services.apps.get('sealed'))?.options.sms?.msg91AuthKey).toBe('msg91-key');
  });

  it('seals, at start, credentials an older host stored in clear', async () => {
    await host.services.db.kysely
      .updateTable('apps')
      .set({ options: JSON.stringify({ sms: { accountSid: 'AC9', authToken: 'clear-token' } }) })
      .where('id', '=', 'demo')
      .execute();
    await host.services.apps.sealStoredSecrets();
    expect(await raw('demo')).not.toContain('clear-token');
    expect((await host.services.apps.list()).find((a) => a.id === 'demo')?.options.sms?.authToken).toBe(
      'clear-token',
    );
  });

  it('reads a box sealed for another app as unset, so rows cannot be swapped', async () => {
    const stored = JSON.parse(await raw('sealed')) as { whatsapp: Record<string, string> };
    await host.services.apps.create({
      id: 'other',
      clientId: 'other',
      clientSecret: 'other-secret',
      name: 'Other',
      origins: ['https://other.example'],
      uiConfig: defaultUiConfig('Other'),
      channelConfig: channelConfigFor(['WHATSAPP']),
    });
    await host.services.db.kysely
      .updateTable('apps')
      .set({ options: JSON.stringify({ whatsapp: { accessToken: stored.whatsapp.accessToken } }) })
      .where('id', '=', 'other')
      .execute();
    const other = await host.services.apps.list();
    expect(other.find((a) => a.id === 'other')?.options.whatsapp?.accessToken).toBe('');
  });
});
