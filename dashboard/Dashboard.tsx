import { useCallback, useEffect, useState } from 'react';
import { ADMIN_API, type AdminMe } from '../contract/admin';
import { ApiError, api } from './api';
import { PAGES, type PageId, pageOf } from './pages';
import { Shell } from './Shell';
import { SignInPage } from './SignInPage';

/** Signed out: the sign-in page; signed in: the page the URL's hash names. */
export function Dashboard() {
  const [me, setMe] = useState<AdminMe | null | undefined>(undefined);
  const [page, setPage] = useState<PageId>(pageOf(location.hash));

  useEffect(() => {
    api<AdminMe>('GET', ADMIN_API.session).then(setMe, (e: unknown) => {
      if (e instanceof ApiError && e.status === 401) setMe(null);
      else throw e;
    });
    const onHash = () => setPage(pageOf(location.hash));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  const signOut = useCallback(async () => {
    await api('DELETE', ADMIN_API.session);
    setMe(null);
  }, []);

  if (me === undefined) return <p aria-live="polite">Loading…</p>;
  if (me === null) return <SignInPage onSignedIn={setMe} />;
  const { title, Page } = PAGES[page]!;
  return (
    <Shell me={me} page={page} onSignOut={signOut}>
      <h1 tabIndex={-1}>{title}</h1>
      <Page me={me} />
    </Shell>
  );
}
