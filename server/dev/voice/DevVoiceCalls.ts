import { randomBytes } from 'node:crypto';

/** One call the stand-in placed, as the person's phone sees it. */
export interface DevCall {
  sid: string;
  to: string;
  from: string;
  statusCallback: string;
  /** ringing → in-progress (answered) → completed. */
  status: 'ringing' | 'in-progress' | 'completed';
  /** Everything the call has said, in order (each `<Say>`). */
  heard: string[];
  /** The `<Gather>` action the next key is posted to; undefined when the call asks nothing. */
  gatherAction: string | undefined;
  placedAt: number;
}

const KEEP = 50;

/**
 * Dev mode's Twilio Voice: the calls it placed, newest first, in memory (it plays an outside
 * service for one dev process, like the operator network of silent authentication).
 */
export class DevVoiceCalls {
  private readonly calls: DevCall[] = [];

  place(call: Omit<DevCall, 'sid' | 'status' | 'placedAt'>): DevCall {
    const placed: DevCall = {
      ...call,
      sid: `CA${randomBytes(16).toString('hex')}`,
      status: 'ringing',
      placedAt: Date.now(),
    };
    this.calls.unshift(placed);
    this.calls.splice(KEEP);
    return placed;
  }

  get(sid: string): DevCall | undefined {
    return this.calls.find((call) => call.sid === sid);
  }

  /** The newest call to a number (digits compared, "+" or not), or the newest of all. */
  latest(to: string | undefined): DevCall | undefined {
    const digits = to?.replace(/\D/g, '');
    return digits ? this.calls.find((call) => call.to.replace(/\D/g, '') === digits) : this.calls[0];
  }
}
