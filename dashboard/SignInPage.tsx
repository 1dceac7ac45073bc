import { useEffect, useRef, useState } from 'react';
import { ADMIN_API, type AdminMe, DASHBOARD_APP_ID } from '../contract/admin';
import type { SignInDetail } from '../contract/wire';
import { api } from './api';
import { ErrorNote } from './ErrorNote';
import './customElements';

type SignInEvent = CustomEvent<SignInDetail & { waitUntil?: (promise: Promise<unknown>) => void }>;

/**
 * docs/dashboard.md "Signing in": Sesame's own login page on the host's dashboard app; its
 * one-time code goes to the dashboard's session endpoint, which sets the session cookie. A
 * redirect back with `?code=` (the app's login URI) is exchanged the same way.
 */
export function SignInPage({ onSignedIn }: { onSignedIn: (me: AdminMe) => void }) {
  const ref = useRef<HTMLElement>(null);
  const [error, setError] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    const exchange = (code: string) => {
      if (started.current) return undefined;
      started.current = true;
      const done = api<AdminMe>('POST', ADMIN_API.session, { code }).then(onSignedIn, (e: Error) => {
        started.current = false;
        setError(e.message);
      });
      return done;
    };
    const fromUrl = new URLSearchParams(location.search).get('code');
    if (fromUrl) {
      history.replaceState(null, '', location.pathname + location.hash);
      exchange(fromUrl);
    }
    const element = ref.current;
    const listener = (event: Event) => {
      const { detail } = event as SignInEvent;
      const done = exchange(detail.code);
      if (done && detail.waitUntil) detail.waitUntil(done);
    };
    element?.addEventListener('auth-signin', listener);
    return () => element?.removeEventListener('auth-signin', listener);
  }, [onSignedIn]);

  return (
    <main className="signin" id="main">
      <h1>Sign in to the Sesame dashboard</h1>
      <p className="muted">Use the email of an administrator of this host.</p>
      <ErrorNote error={error} />
      <auth-login-page app-id={DASHBOARD_APP_ID} ref={ref} />
    </main>
  );
}
