/**
 * The QR phone page's script (`/qrPhone.js`, served with `/q/{qrRefId}` by
 * server/routes/qrPhonePageRoute.ts). The phone types the number the desktop shows (docs/security.md
 * "Cross-device approvals"), signs in here with one of the app's channels, in its own browser
 * state, and approves with that sign-in's one-time code; the session goes to the desktop.
 * It talks to the host through the widget's API client and follows a WhatsApp sign-in with the
 * widget's status watcher (live stream, else the spec's 3 s polling: spec §4 "Intent handling").
 */
import { QR_PHONE_CONFIG_ELEMENT_ID, type QrPhonePageConfig } from '../contract/crossDevice';
import { fillText } from '../contract/fillText';
import { createApiClient } from '../services/api/apiClient';
import type { StatusWatcher } from '../state/flows/statusWatcher';
import { watchSignIn } from '../state/flows/watchSignIn';

type Mode = 'email' | 'phone' | 'whatsapp';
type Step = 'match-step' | 'id-step' | 'code-step' | 'whatsapp-step' | 'approve-step';
const STEPS: readonly Step[] = ['match-step', 'id-step', 'code-step', 'whatsapp-step', 'approve-step'];
/** The host's answers after which this QR code can no longer be approved from this page. */
const QR_ENDED = new Set(['qr_match_failed', 'qr_invalid']);

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function readConfig(): QrPhonePageConfig | undefined {
  const text = document.getElementById(QR_PHONE_CONFIG_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as QrPhonePageConfig) : undefined;
}

/** A number typed with "+" is international; otherwise it is in the app's first country. */
function toMobile(typed: string, dialCode: string): string {
  const digits = typed.replace(/[^0-9]/g, '');
  return typed.trim().startsWith('+') ? digits : dialCode + digits.replace(/^0+/, '');
}

function start(config: QrPhonePageConfig): void {
  // The host wrote the page and these texts in the sign-in's language; the page's own sign-in speaks it too.
  const api = createApiClient({
    appId: config.appId,
    collectDevice: false,
    locale: document.documentElement.lang,
  });
  const texts = config.texts;
  const say = (text: string) => {
    byId('message').textContent = text;
  };
  const show = (step: Step | null) => {
    for (const id of STEPS) byId(id).hidden = id !== step;
  };
  const modeButtons = [...document.querySelectorAll<HTMLButtonElement>('[data-mode]')];
  const choices = document.querySelector<HTMLElement>('.choices');
  let matchCode = '';
  let mode: Mode | undefined;
  let asId = '';
  let watcher: StatusWatcher | undefined;
  /** The WhatsApp sign-in's one-time code, once WhatsApp confirmed the number. */
  let whatsappCode = '';

  /** A failure; when the QR code is over (wrong number, spent, expired) nothing more can be done here. */
  const fail = (failure: { message: string; code?: string }) => {
    say(failure.message);
    if (failure.code && QR_ENDED.has(failure.code)) {
      watcher?.stop();
      show(null);
      if (choices) choices.hidden = true;
    }
  };

  async function approve(code: string) {
    const result = await api.approveQr({ qrRefId: config.qrRefId, code, matchCode });
    if (!result.ok) return fail(result);
    show(null);
    if (choices) choices.hidden = true;
    say(fillText(texts['qr.approved'], { app: result.data.merchant, device: result.data.device }));
  }

  async function startWhatsApp() {
    const channel = config.channels.whatsapp;
    if (!channel) return;
    const intent = await api.createIntent({ channel });
    if (!intent.ok) return fail(intent);
    const mine = intent.data.asId;
    asId = mine;
    if (intent.data.intent) byId<HTMLAnchorElement>('open-whatsapp').href = intent.data.intent;
    // The WhatsApp message arrives at the host, not here: follow this sign-in's status.
    watcher = watchSignIn(
      api,
      mine,
      () => (mode === 'whatsapp' && asId === mine ? 'go' : 'stop'),
      (status) => {
        if (status.status === 'SUCCESS' && status.code) {
          whatsappCode = status.code;
          byId('verified').textContent = fillText(texts['qr.whatsappConfirmed'], { device: config.device });
          show('approve-step');
          return true;
        }
        if (status.status === 'FAILED') say(texts['whatsapp.notSent']);
        return status.status === 'FAILED';
      },
    );
  }

  function use(next: Mode) {
    mode = next;
    watcher?.stop();
    say('');
    for (const button of modeButtons)
      button.setAttribute('aria-pressed', String(button.dataset.mode === next));
    if (next === 'whatsapp') {
      show('whatsapp-step');
      void startWhatsApp();
      return;
    }
    const email = next === 'email';
    const identifier = byId<HTMLInputElement>('identifier');
    byId('identifier-label').textContent = texts[email ? 'qr.yourEmail' : 'qr.yourMobile'];
    identifier.type = email ? 'email' : 'tel';
    identifier.autocomplete = email ? 'email' : 'tel';
    identifier.placeholder = email ? '' : `+${config.dialCode} …`;
    identifier.value = '';
    byId('otp-label').textContent = texts[email ? 'qr.codeFromEmail' : 'qr.codeFromText'];
    show('id-step');
  }

  const firstMode = (['email', 'phone', 'whatsapp'] as const).find((m) => config.channels[m]);
  const submit = (id: Step, handler: () => Promise<void>) =>
    byId(id).addEventListener('submit', (event) => {
      event.preventDefault();
      void handler();
    });

  submit('match-step', async () => {
    const typed = byId<HTMLInputElement>('match').value.trim();
    const result = await api.matchQr({ qrRefId: config.qrRefId, matchCode: typed });
    if (!result.ok) return fail(result);
    matchCode = typed;
    if (choices) choices.hidden = false;
    if (firstMode) use(firstMode);
  });
  submit('id-step', async () => {
    const typed = byId<HTMLInputElement>('identifier').value;
    const email = mode === 'email';
    const channel = email ? config.channels.email : config.channels.phone;
    if (!channel) return;
    const result = await api.createIntent(
      email ? { channel, email: typed } : { channel, mobile: toMobile(typed, config.dialCode) },
    );
    if (!result.ok) return fail(result);
    asId = result.data.asId;
    show('code-step');
    say(texts[email ? 'qr.checkEmail' : 'qr.checkMessages']);
  });
  submit('code-step', async () => {
    const result = await api.verifyOtp({ otp: byId<HTMLInputElement>('otp').value, asId });
    if (!result.ok) return fail(result);
    await approve(result.data.code);
  });
  submit('approve-step', () => approve(whatsappCode));
  for (const button of modeButtons) button.addEventListener('click', () => use(button.dataset.mode as Mode));
  byId<HTMLInputElement>('match').focus();
}

const config = readConfig();
if (config) start(config);
