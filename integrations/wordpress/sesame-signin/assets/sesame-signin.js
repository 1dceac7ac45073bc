/**
 * Sesame sign-in for WordPress: when a Sesame element signs the visitor in, hand its one-time
 * code to this site, which signs the WordPress user in; then go on as the signed-in user.
 * The element keeps its full-screen loader up until the hand-off has finished.
 */
(() => {
  const settings = window.sesameSignin;
  if (!settings) return;

  async function handOff(code) {
    const response = await fetch(settings.signinUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-sesame-nonce': settings.nonce },
      body: JSON.stringify({ code, redirect_to: window.location.href }),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new Error(body.message || 'The sign-in could not be completed. Please try again.');
    window.location.assign(body.redirect || window.location.href);
    // The page is leaving: keep the loader up until it has.
    await new Promise(() => {});
  }

  document.addEventListener('auth-signin', (event) => {
    const detail = event.detail;
    if (!detail?.code) return;
    const done = handOff(detail.code);
    if (typeof detail.waitUntil === 'function') detail.waitUntil(done);
    else done.catch((error) => window.alert(error.message));
  });
})();
