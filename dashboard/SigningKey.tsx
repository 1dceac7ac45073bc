import { useState } from 'react';
import { ADMIN_API } from '../contract/admin';
import type { RotatedSigningKey } from '../contract/adminApps';
import { ApiError, api } from './api';

/**
 * `npm run apps -- rotate-signing-key` for owners: a new ID-token signing key, published at once,
 * signing once every JWKS cache can know it (docs/security.md "Signing keys").
 */
export function SigningKey(props: { onRotated: () => void }) {
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const rotate = () => {
    if (
      !confirm(
        'Publish a new ID-token signing key? Tokens signed with the old one stay valid until they expire.',
      )
    )
      return;
    api<RotatedSigningKey>('POST', ADMIN_API.signingKey).then(
      (key) => {
        const from = new Date(key.signsFrom).toLocaleString();
        setResult({ ok: true, text: `Key ${key.kid} is published now and signs from ${from}.` });
        props.onRotated();
      },
      (e: unknown) => {
        if (!(e instanceof ApiError)) throw e;
        setResult({ ok: false, text: e.message });
      },
    );
  };
  return (
    <section aria-labelledby="key-title">
      <h2 id="key-title">ID-token signing key</h2>
      <p className="muted">
        Rotate after a suspected leak or on a schedule. The old key stays in the JWKS until its tokens expire.
      </p>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'ok' : 'error'}>
          {result.text}
        </p>
      )}
      <button type="button" className="secondary" onClick={rotate}>
        Rotate the signing key
      </button>
    </section>
  );
}
