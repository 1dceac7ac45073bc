/** spec §3: the fingerprint sent as the default `fingerprintJs` (spec §7), as JSON. */
export interface Fingerprint {
  visitorId: string;
  version: string;
  confidence: number;
}

/**
 * FingerprintJS 5 (MIT, docs/architecture.md §6 deviation from 4.6.1), imported on demand so it never
 * sits on the widget's first download, and never waited for by a sign-in. Its usage monitoring
 * is off: a merchant's visitors do not report to a third party. Resolves undefined on failure.
 */
export async function loadFingerprint(): Promise<Fingerprint | undefined> {
  try {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load({ monitoring: false });
    const result = await agent.get();
    return { visitorId: result.visitorId, version: result.version, confidence: result.confidence.score };
  } catch {
    return undefined;
  }
}
