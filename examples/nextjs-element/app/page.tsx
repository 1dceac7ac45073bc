// app/page: the signed-in customer from this site's own session cookie, or the sign-in.
import { cookies } from 'next/headers';
import { readSession, SESSION_COOKIE } from '../session';
import { SignIn } from './SignIn';

export default async function Home() {
  const user = readSession((await cookies()).get(SESSION_COOKIE)?.value);
  return (
    <main>
      <h1>My shop</h1>
      {user ? (
        <p id="greeting">Welcome, {user.email ?? user.mobile}</p>
      ) : (
        <>
          <p id="greeting">You are not signed in.</p>
          <SignIn appId={process.env.SESAME_APP_ID ?? ''} />
        </>
      )}
    </main>
  );
}
