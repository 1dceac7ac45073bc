import { useEffect, useState } from 'react';
import { QR_REFRESH_LEAD_MS } from '../contract/channelConstants';
import type { QrActions } from './qrActions';

export type QrSignInView = { url: string; matchCode: string } | { error: string } | null;

/**
 * While the QR panel is open (spec §2; QR across devices): creates a QR sign-in, follows
 * its status so the desktop completes when the phone approves, and replaces it shortly before
 * it expires (docs/security.md "QR tokens": short-lived) or fails (a wrong number typed on a phone
 * cancels it: docs/security.md "Cross-device approvals"). Closing the panel stops following.
 */
export function useQrSignIn(qr: QrActions | undefined): QrSignInView {
  const [view, setView] = useState<QrSignInView>(null);
  useEffect(() => {
    if (!qr) return;
    let closed = false;
    let unfollow: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      const result = await qr.create();
      if (closed) return;
      unfollow?.();
      if (!result.ok) {
        setView({ error: result.message });
        return;
      }
      setView({ url: result.data.intent, matchCode: result.data.matchCode });
      unfollow = qr.follow(result.data.asId, () => {
        clearTimeout(timer);
        if (!closed) void open();
      });
      const lifetime = result.data.expiresIn * 1000;
      timer = setTimeout(() => void open(), Math.max(lifetime - QR_REFRESH_LEAD_MS, lifetime / 2));
    };
    void open();
    return () => {
      closed = true;
      clearTimeout(timer);
      unfollow?.();
    };
  }, [qr]);
  return view;
}
