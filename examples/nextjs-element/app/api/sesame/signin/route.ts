// POST /api/sesame/signin: the page hands the element's one-time code to this server, which
// exchanges it once with Sesame (POST /v1/merchant/token, with the app's client secret, which
// never leaves the server) and starts this site's own session.
import { cookies } from 'next/headers';
import { SESSION_COOKIE, SESSION_SECONDS, type SessionUser, writeSession } from '../../../../session';

const failure = (status: number, error: string, message: string) =>
  Response.json({ error, message }, { status });

export async function POST(request: Request): Promise<Response> {
  // Login CSRF: only this site's own pages may hand a code in.
  if (request.headers.get('origin') !== process.env.SITE_URL)
    return failure(403, 'forbidden', 'This sign-in did not come from this site.');
  const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : '';
  if (!/^[A-Za-z0-9_.~-]{1,256}$/.test(code))
    return failure(400, 'invalid_request', 'A sign-in code is required.');

  const answer = await fetch(`${process.env.SESAME_HOST}/v1/merchant/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: process.env.SESAME_APP_ID,
      client_secret: process.env.SESAME_CLIENT_SECRET,
      code,
    }),
  }).catch(() => null);
  if (!answer)
    return failure(502, 'unreachable', 'The sign-in service could not be reached. Please try again.');
  const result = (await answer.json().catch(() => ({}))) as { error?: string; user?: SessionUser };
  if (!answer.ok || !result.user?.uid) {
    // invalid_grant: an expired, used or unknown code; signing in again fixes it.
    return result.error === 'invalid_grant'
      ? failure(400, 'invalid_grant', 'This sign-in has expired. Please sign in again.')
      : failure(
          502,
          result.error ?? 'exchange_failed',
          'The sign-in could not be completed. Please try again.',
        );
  }

  const { uid, email, mobile } = result.user;
  (await cookies()).set(SESSION_COOKIE, writeSession({ uid, email, mobile }), {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.SITE_URL?.startsWith('https:'),
    path: '/',
    maxAge: SESSION_SECONDS,
  });
  return Response.json({ user: { uid, email, mobile } });
}
