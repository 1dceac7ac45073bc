import type { FastifyInstance } from 'fastify';
import { PROVIDER_PRIVACY_PATH } from '../../contract/widget';
import { sendPage } from '../http/sendPage';
import { html } from '../pages/html';
import { renderPage } from '../pages/renderPage';
import type { Services } from '../Services';

/**
 * The provider's own privacy policy: the terms modal lists it, and opens it directly when the
 * merchant gave no links (spec §2). It says what this host actually keeps.
 */
export function privacyRoute(app: FastifyInstance, _services: Services): void {
  app.get(PROVIDER_PRIVACY_PATH, async (_request, reply) =>
    sendPage(
      reply,
      renderPage({
        title: 'Sesame privacy policy',
        body: html`<main class="wide"><h1>Sesame privacy policy</h1>
<p>Sesame signs you in to the sites that use it, without a password. This is what it keeps, and why.</p>
<h2>What we keep</h2>
<ul>
<li><strong>The identity you sign in with</strong> — your email address, phone number, or the account id and email an
identity provider (Google, Apple, GitHub…) gives us — kept for the site you signed in to, so it knows you next time.</li>
<li><strong>Passkeys</strong> — only their public keys; the private key never leaves your device.</li>
<li><strong>Sign-in attempts</strong> — codes and links are stored only as keyed hashes, expire after 10 minutes,
and the records of finished sign-ins are deleted after a day.</li>
</ul>
<h2>What we don't do</h2>
<p>We don't sell your data, show you ads, or read the messages we send. Codes and tokens never appear in our logs.</p>
<h2>Your choices</h2>
<p>Ask the site you signed in to for a copy of your data or to delete your account; it can remove your identity from
Sesame at any time.</p></main>`,
      }),
      { cache: 'public, max-age=3600' },
    ),
  );
}
