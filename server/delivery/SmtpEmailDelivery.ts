import type { Worker } from 'node:worker_threads';
import { DELIVERY_DEADLINE_MS } from '../../contract/channelConstants';
import { SesameError } from '../errors/SesameError';
import { startThread } from '../runtime/startThread';
import type { Delivery, OutgoingMessage } from './Delivery';
import { mailSender } from './MimeMailComposer';
import type { SmtpThreadAnswer, SmtpThreadRequest, SmtpThreadSettings } from './smtpThread';

/** A mail thread with nothing to send for this long ends; the next send starts another. */
const THREAD_IDLE_MS = 60_000;
/**
 * Sends handed to the thread at once, and their UTF-8 bytes (text and HTML); the rest wait here.
 * Its pool sends one message per connection at a time, so more would only wait there, in the
 * thread's small heap. A sign-in mail is 1,800-2,600 bytes.
 */
const MAX_IN_THREAD = 50;
const MAX_BYTES_IN_THREAD = 150_000;
/** A larger message is refused: it would not fit the thread's heap beside others. */
const MAX_MESSAGE_BYTES = 50_000;
/** A send not answered by its deadline and this much more has failed, wherever it is. */
const ANSWER_GRACE_MS = 1000;
/**
 * The thread's heap, in MB. Unbounded, V8 let it grow to ~50 MB under a stream of mails with
 * ~12 MB in use. With these bounds the host held ~15 MB more with the thread than without it
 * (docs/benchmarks.md); with 16 MB of old generation the thread spent its time collecting
 * garbage under a stream of sign-ins. The largest messages, as many as MAX_BYTES_IN_THREAD lets
 * in, still fit.
 */
const THREAD_HEAP = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 24 };

interface Send {
  id: number;
  message: OutgoingMessage;
  bytes: number;
  /** On performance.now()'s clock. */
  deadline: number;
  resolve: () => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** The thread it was handed to; none while it waits here. */
  thread?: Worker;
}

/**
 * Email over SMTP (`SMTP_URL`), sent from a thread of its own (smtpThread.ts, SmtpSender): the
 * message's MIME, nodemailer's pipeline and each connection's SMTP conversation were a sixth of
 * the event loop's time in a complete sign-in (docs/benchmarks.md), and the thread runs on
 * another core. Each send answers its own outcome as before: delivered, or `delivery_failed`
 * within DELIVERY_DEADLINE_MS (and ANSWER_GRACE_MS at most, whatever becomes of the thread); a
 * send that fails is never sent later. The thread starts with the first send and ends after
 * THREAD_IDLE_MS without one; a thread that dies fails what it was sending, and the next send
 * starts another.
 */
export class SmtpEmailDelivery implements Delivery {
  readonly #settings: SmtpThreadSettings;
  readonly #idleMs: number;
  readonly #waiting: Send[] = [];
  readonly #inThread = new Map<number, Send>();
  #bytesInThread = 0;
  #thread: Worker | undefined;
  #idle: NodeJS.Timeout | undefined;
  #lastId = 0;

  constructor(smtpUrl: string, from: string, options: { idleMs?: number } = {}) {
    new URL(smtpUrl);
    mailSender(from);
    this.#settings = { smtpUrl, from };
    this.#idleMs = options.idleMs ?? THREAD_IDLE_MS;
  }

  send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'EMAIL')
      return Promise.reject(new TypeError(`SMTP cannot deliver ${message.channel} messages`));
    const bytes = Buffer.byteLength(message.text) + Buffer.byteLength(message.html ?? '');
    if (bytes > MAX_MESSAGE_BYTES) return Promise.reject(failed(`a message of ${bytes} bytes`));
    return new Promise<void>((resolve, reject) => {
      const id = ++this.#lastId;
      const timer = setTimeout(() => this.#overdue(send), DELIVERY_DEADLINE_MS + ANSWER_GRACE_MS);
      const send: Send = {
        id,
        message,
        bytes,
        deadline: performance.now() + DELIVERY_DEADLINE_MS,
        resolve,
        reject,
        timer,
      };
      this.#waiting.push(send);
      this.#handOver();
    });
  }

  /** Closes the thread's connections; what it was still sending fails. */
  close(): void {
    const thread = this.#thread;
    if (!thread) return;
    this.#stopped(thread);
    this.#post(thread, { close: true });
  }

  /** Hands waiting sends to the thread in turn, as many as MAX_IN_THREAD and MAX_BYTES_IN_THREAD let. */
  #handOver(): void {
    for (;;) {
      const send = this.#waiting[0];
      if (!send) return;
      const room =
        this.#inThread.size === 0 ||
        (this.#inThread.size < MAX_IN_THREAD && this.#bytesInThread + send.bytes <= MAX_BYTES_IN_THREAD);
      if (!room) return;
      this.#waiting.shift();
      try {
        send.thread = this.#thread ?? this.#start();
      } catch (error) {
        this.#finish(send, error instanceof Error ? error.message : 'the mail thread did not start');
        continue;
      }
      this.#inThread.set(send.id, send);
      this.#bytesInThread += send.bytes;
      const timeoutMs = Math.max(1, Math.round(send.deadline - performance.now()));
      this.#post(send.thread, { id: send.id, message: send.message, timeoutMs });
    }
  }

  #start(): Worker {
    const thread = startThread('delivery/smtpThread', {
      workerData: this.#settings,
      resourceLimits: THREAD_HEAP,
    });
    // The host's shutdown closes it; an idle thread alone never keeps the process running.
    thread.unref();
    thread.on('message', (answer: SmtpThreadAnswer) => {
      const send = this.#inThread.get(answer.id);
      if (send) this.#settle(send, answer.error);
    });
    const ended = (error?: Error) => {
      this.#stopped(thread);
      for (const send of [...this.#inThread.values()])
        if (send.thread === thread) this.#settle(send, error?.message ?? 'the mail thread ended');
    };
    thread.on('error', ended);
    thread.on('exit', () => ended());
    this.#thread = thread;
    this.#idle ??= setTimeout(() => this.#closeWhenIdle(), this.#idleMs).unref();
    return thread;
  }

  #post(thread: Worker, request: SmtpThreadRequest): void {
    thread.postMessage(request);
  }

  /** Answers a send, and hands the thread the next. */
  #settle(send: Send, error: string | undefined): void {
    this.#finish(send, error);
    this.#handOver();
    if (this.#inThread.size === 0 && this.#waiting.length === 0) this.#idle?.refresh();
  }

  /** Delivered without `error`, `delivery_failed` with it. */
  #finish(send: Send, error: string | undefined): void {
    if (this.#inThread.delete(send.id)) this.#bytesInThread -= send.bytes;
    clearTimeout(send.timer);
    if (error === undefined) send.resolve();
    else send.reject(failed(error));
  }

  #overdue(send: Send): void {
    const at = this.#waiting.indexOf(send);
    if (at >= 0) this.#waiting.splice(at, 1);
    this.#settle(
      send,
      at >= 0 ? 'no connection to the mail server in time' : 'the mail thread did not answer',
    );
  }

  #closeWhenIdle(): void {
    if (this.#inThread.size > 0 || this.#waiting.length > 0) this.#idle?.refresh();
    else this.close();
  }

  #stopped(thread: Worker): void {
    if (this.#thread !== thread) return;
    this.#thread = undefined;
    clearTimeout(this.#idle);
    this.#idle = undefined;
  }
}

function failed(reason: string): SesameError {
  return new SesameError('delivery_failed', { cause: new Error(reason) });
}
