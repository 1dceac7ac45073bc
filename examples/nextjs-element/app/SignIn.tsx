'use client';
// The floater on a client component. React 19 passes attributes to custom elements and listens
// to `on<event>` props, so `onauth-signin` is the element's `auth-signin` event, typed by
// types/react.d.ts. The floater covers the page with its loader until the server has signed
// the visitor in; then the page renders again for the signed-in customer.
import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function SignIn({ appId }: { appId: string }) {
  const router = useRouter();
  // React 19 attaches a custom element's `on<event>` listeners when it creates the element, but
  // not when it hydrates server-rendered markup (facebook/react#35446): render the element on
  // the client only (false on the server and while hydrating, true after).
  const onClient = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!onClient) return null;
  return (
    <auth-floater
      app-id={appId}
      loader-color="#0a7d33"
      loading-text="Signing you in…"
      onauth-signin={(event) =>
        event.detail.waitUntil(
          fetch('/api/sesame/signin', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code: event.detail.code }),
          }).then(async (response) => {
            const body = (await response.json().catch(() => ({}))) as { message?: string };
            if (!response.ok) throw new Error(body.message ?? 'The sign-in could not be completed.');
            router.refresh();
          }),
        )
      }
    />
  );
}
