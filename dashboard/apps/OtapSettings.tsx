import { type FormEvent, useState } from 'react';
import { ADMIN_API } from '../../contract/admin';
import type { AdminApp, AdminOtap } from '../../contract/adminApps';
import { ApiError, api } from '../api';
import { Field } from './Field';

/** `PACKAGE:SIGNATURE_HASH` per line, as `npm run apps -- otap --app` takes them. */
const appsText = (otap: AdminOtap | undefined) =>
  (otap?.apps ?? []).map((a) => `${a.packageName}:${a.signatureHash}`).join('\n');

function appsOf(text: string): AdminOtap['apps'] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(':');
      return at < 0
        ? { packageName: line, signatureHash: '' }
        : { packageName: line.slice(0, at), signatureHash: line.slice(at + 1) };
    });
}

/**
 * The WhatsApp one-tap template (docs/channels.md "WhatsApp one-tap"): its name, the Android
 * apps it autofills and zero-tap, checked by the host as the apps tool's `otap` checks them.
 */
export function OtapSettings(props: { app: AdminApp; editable: boolean; onSaved: () => void }) {
  const stored = props.app.options.whatsapp?.otap;
  const [template, setTemplate] = useState(stored?.template ?? '');
  const [apps, setApps] = useState(appsText(stored));
  const [zeroTap, setZeroTap] = useState(stored?.zeroTap ?? false);
  const [message, setMessage] = useState<{ text: string; failed: boolean }>();
  const send = (otap: AdminOtap | null, done: string) => {
    api('PATCH', ADMIN_API.app(props.app.id), { otap }).then(
      () => {
        setMessage({ text: done, failed: false });
        props.onSaved();
      },
      (e: unknown) => {
        if (!(e instanceof ApiError)) throw e;
        setMessage({ text: e.message, failed: true });
      },
    );
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!template.trim()) {
      send(null, 'WhatsApp one-tap template removed.');
      return;
    }
    send({ template: template.trim(), apps: appsOf(apps), zeroTap }, 'WhatsApp one-tap template saved.');
  };
  return (
    <form onSubmit={save} aria-labelledby="otap-title" noValidate>
      <h3 id="otap-title">WhatsApp one-tap (OTAP)</h3>
      {message && <p role={message.failed ? 'alert' : 'status'}>{message.text}</p>}
      <fieldset disabled={!props.editable}>
        <Field
          id="otap-template"
          label="Authentication template"
          hint="Its name as approved by Meta: lower-case letters, digits and _. Empty removes it."
        >
          {(d) => (
            <input
              id="otap-template"
              value={template}
              aria-describedby={d}
              onChange={(e) => setTemplate(e.target.value)}
            />
          )}
        </Field>
        <Field
          id="otap-apps"
          label="Android apps"
          hint="One per line: package:signature hash (11 characters), e.g. com.example.shop:K8a/AINcGX7. None: a copy-code button."
        >
          {(d) => (
            <textarea
              id="otap-apps"
              rows={2}
              value={apps}
              aria-describedby={d}
              onChange={(e) => setApps(e.target.value)}
            />
          )}
        </Field>
        <label className="check">
          <input type="checkbox" checked={zeroTap} onChange={(e) => setZeroTap(e.target.checked)} /> Zero-tap
          (the code goes to the app without a tap)
        </label>
        <button type="submit">Save one-tap template</button>
      </fieldset>
    </form>
  );
}
