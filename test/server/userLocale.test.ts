import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WHATSAPP_NOT_ME_REPLY, WHATSAPP_NOT_ME_WINDOW_MS } from '../../contract/channelConstants';
import { deHost } from '../../contract/i18n/deHost';
import { enHost } from '../../contract/i18n/enHost';
import { idHost } from '../../contract/i18n/idHost';
import { type ApiClient, apiClient, fakeClock } from '../support/apiClient';
import { freshPostgresSchema, postgresAvailable } from '../support/dialects';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';
import { codeFromIntent, postWebhook, webhookBody } from '../support/whatsappWebhook';

const SECRET = 'meta-app-secret-for-user-locale';
const postgres = await postgresAvailable();
if (!postgres)
  console.warn('PostgreSQL is not reachable: the PostgreSQL half of the user-language cases skips');

/** A code of the right shape that no sign-in is waiting for. */
const STRAY_CODE = 'ZZZZZZZZZ9';

/**
 * docs/languages.md "Which language": a user keeps the language of their last completed sign-in
 * (migration 013_user_locale), and what the host writes to them outside a sign-in they began
 * (a WhatsApp reply to an unknown or expired code, a NOT ME with nothing to cancel) speaks it;
 * a stranger gets the app's language. On SQLite and PostgreSQL alike.
 */
describe.each(['sqlite', 'postgres'] as const)('a user’s last language on %s', (dialect) => {
  let meta: Awaited<ReturnType<typeof recordingServer>>;
  let host: Host;
  let api: ApiClient;
  const clock = fakeClock();

  beforeAll(async () => {
    if (dialect === 'postgres' && !postgres) return;
    meta = await recordingServer(() => ({
      status: 200,
      json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.locale' }] },
    }));
    const database: Record<string, string> =
      dialect === 'postgres' ? { DATABASE_URL: (await freshPostgresSchema('user_locale')).url } : {};
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        ...database,
        WHATSAPP_API_URL: `${meta.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_ACCESS_TOKEN: 'EAAJB-token',
        WHATSAPP_APP_SECRET: SECRET,
        WHATSAPP_VERIFY_TOKEN: 'verify',
      },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await meta?.close();
  });
  beforeEach(() => clock.advance(3_600_000));

  const send = async (from: string, text: string) =>
    expect((await postWebhook(api, webhookBody({ from, text }), { secret: SECRET })).status).toBe(200);
  const lastReplyTo = (to: string): string =>
    JSON.parse(meta.requests.filter((r) => JSON.parse(r.body).to === to).at(-1)!.body).text.body;

  async function signInOnWhatsApp(from: string, locale: string) {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'WHATSAPP', locale });
    await send(from, codeFromIntent(res.body.intent as string));
    expect((await api.status(state, res.body.asId as string)).body.status).toBe('SUCCESS');
  }

  it.skipIf(dialect === 'postgres' && !postgres)(
    'answers a stray code and a late NOT ME in the language of the sender’s last sign-in',
    async () => {
      const from = '628123459001';
      await signInOnWhatsApp(from, 'id');
      expect(lastReplyTo(from)).toContain('Sesame Demo Shop');

      await send(from, STRAY_CODE);
      expect(lastReplyTo(from)).toBe(idHost['whatsapp.unknownCode']);

      clock.advance(WHATSAPP_NOT_ME_WINDOW_MS + 1);
      await send(from, WHATSAPP_NOT_ME_REPLY);
      expect(lastReplyTo(from)).toBe(idHost['whatsapp.nothingToRevoke']);
    },
  );

  it.skipIf(dialect === 'postgres' && !postgres)(
    'follows the user to the language of their latest sign-in, by any channel',
    async () => {
      const from = '491701234567';
      await signInOnWhatsApp(from, 'id');
      // Signs in again by SMS, in German: the number's user now reads German. (A second on, so
      // the outbox's newest message to the number is the SMS, not the WhatsApp reply.)
      clock.advance(1000);
      const state = await api.state();
      const res = await api.intent(state, { channel: 'SMS', mobile: from, locale: 'de' });
      const { code } = await api.lastMessage(`+${from}`);
      expect((await api.otp(state, res.body.asId as string, code!)).status).toBe(200);

      await send(from, STRAY_CODE);
      expect(lastReplyTo(from)).toBe(deHost['whatsapp.unknownCode']);
    },
  );

  it.skipIf(dialect === 'postgres' && !postgres)('answers a stranger in the app’s language', async () => {
    const from = '628123459002';
    await send(from, STRAY_CODE);
    expect(lastReplyTo(from)).toBe(enHost['whatsapp.unknownCode']);
  });
});
