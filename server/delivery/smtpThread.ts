import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { OutgoingMessage } from './Delivery';
import { SmtpSender } from './SmtpSender';

/** What SmtpEmailDelivery starts the mail thread with. */
export interface SmtpThreadSettings {
  smtpUrl: string;
  from: string;
}

/**
 * A message to send within `timeoutMs` (what is left of its deadline), or the end: the thread
 * closes its connections and exits.
 */
export type SmtpThreadRequest = { id: number; message: OutgoingMessage; timeoutMs: number } | { close: true };

/** One send's outcome: `error` says what went wrong; without it the server took the message. */
export interface SmtpThreadAnswer {
  id: number;
  error?: string;
}

/** The mail thread: every send through one SmtpSender, each answered by its id. */
function serve(port: MessagePort, settings: SmtpThreadSettings): void {
  const sender = new SmtpSender(settings.smtpUrl, settings.from);
  const answer = (reply: SmtpThreadAnswer) => port.postMessage(reply);
  port.on('message', (request: SmtpThreadRequest) => {
    if ('close' in request) {
      sender.close();
      port.close();
      return;
    }
    sender.send(request.message, AbortSignal.timeout(request.timeoutMs)).then(
      () => answer({ id: request.id }),
      (error: unknown) =>
        answer({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

if (parentPort) serve(parentPort, workerData as SmtpThreadSettings);
