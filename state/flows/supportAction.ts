import { SUPPORT_REENABLE_MS } from '../../contract/channelConstants';
import type { Channel } from '../../contract/channels';
import { API_ERRORS } from '../../contract/errors';
import type { ApiClient } from '../../services/api/apiClient';
import { dispatchFlowAtom } from '../atoms/flowAtoms';
import type { SesameStore } from '../atoms/store';
import { resetChannelState } from './resetChannelState';

/** Where a support link opens: a new tab, else this window (a blocked pop-up, a webview). */
function openSupportLink(url: string): void {
  const win = globalThis.window;
  if (!win) return;
  const tab = win.open(url, '_blank');
  if (tab) tab.opener = null;
  else win.location.assign(url);
}

/**
 * spec §4 Channel click "Support": the host's support ticket (a WhatsApp chat with the merchant,
 * server/routes/supportTicketRoute) is opened; the buttons stay disabled (the channel shows
 * INIT, widgets/ChannelList `busy`) and are re-enabled after SUPPORT_REENABLE_MS.
 */
export async function runSupportAction(
  context: { api: Pick<ApiClient, 'getSupportTicket'>; store: SesameStore },
  channel: Channel,
  effects: { open: (url: string) => void; wait: (ms: number) => Promise<void> } = {
    open: openSupportLink,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
): Promise<void> {
  const { api, store } = context;
  const answer = api.getSupportTicket
    ? await api.getSupportTicket(channel)
    : ({ ok: false, message: API_ERRORS.channel_not_configured.message } as const);
  const link = answer.ok ? answer.data.intent : null;
  if (!link || !/^(https:|whatsapp:)/i.test(link)) {
    resetChannelState(store);
    const message = answer.ok ? API_ERRORS.channel_not_configured.message : answer.message;
    store.set(dispatchFlowAtom, { type: 'failed', message });
    return;
  }
  effects.open(link);
  await effects.wait(SUPPORT_REENABLE_MS);
  resetChannelState(store);
}
