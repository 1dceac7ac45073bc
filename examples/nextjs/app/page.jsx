// app/page: who is signed in, read from Auth.js's session endpoint.
import { headers } from 'next/headers';

export default async function Home() {
  const cookie = (await headers()).get('cookie') ?? '';
  const response = await fetch(`${process.env.SITE_URL}/api/auth/session`, { headers: { cookie } });
  const session = await response.json();
  return session?.user ? <p>Hello {session.user.email}</p> : <a href="/api/auth/signin">Sign in</a>;
}
