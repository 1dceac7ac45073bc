/** One reverse penny drop the Cashfree stand-in created, as the UPI app page sees it. */
export interface DevRpdRequest {
  verificationId: string;
  refId: string;
  validUntil: number;
  status: 'CREATED' | 'SUCCESS' | 'FAILURE' | 'EXPIRED';
}

const KEEP = 200;

/**
 * Dev mode's Cashfree: the reverse-penny-drop requests it created, in memory (it plays an outside
 * service for one dev process, like the Twilio Voice stand-in). Reference ids count up, as
 * Cashfree's do.
 */
export class DevRpdRequests {
  private readonly requests: DevRpdRequest[] = [];
  private next = 1000;

  create(verificationId: string, validUntil: number): DevRpdRequest | undefined {
    if (this.requests.some((r) => r.verificationId === verificationId)) return undefined;
    const request: DevRpdRequest = {
      verificationId,
      refId: String(++this.next),
      validUntil,
      status: 'CREATED',
    };
    this.requests.unshift(request);
    this.requests.splice(KEEP);
    return request;
  }

  byRef(refId: string): DevRpdRequest | undefined {
    return this.requests.find((r) => r.refId === refId);
  }
}
