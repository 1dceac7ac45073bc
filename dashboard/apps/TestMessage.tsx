import { type FormEvent, useState } from 'react';
import { ADMIN_API } from '../../contract/admin';
import {
  TEST_MESSAGE_CHANNELS,
  type TestMessageChannel,
  type TestMessageResult,
} from '../../contract/adminApps';
import { ApiError, api } from '../api';
import { Field } from './Field';

/** "Send me a test message": through the app's real delivery path, recorded on the Deliveries page. */
export function TestMessage(props: { appId: string }) {
  const [channel, setChannel] = useState<TestMessageChannel>('EMAIL');
  const [to, setTo] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    api<TestMessageResult>('POST', ADMIN_API.appTestMessage(props.appId), { channel, to })
      .then(
        (r) =>
          setResult(
            r.status === 'sent'
              ? { ok: true, text: `Sent to ${to}. It is on the Deliveries page.` }
              : { ok: false, text: `Not sent: ${r.error ?? 'the provider refused it'}.` },
          ),
        (e: unknown) => {
          if (!(e instanceof ApiError)) throw e;
          setResult({ ok: false, text: e.message });
        },
      )
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={send} aria-labelledby="test-title" noValidate>
      <h3 id="test-title">Send me a test message</h3>
      <div className="row">
        <Field id="test-channel" label="By">
          {() => (
            <select
              id="test-channel"
              value={channel}
              onChange={(e) => setChannel(e.target.value as TestMessageChannel)}
            >
              {TEST_MESSAGE_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {c === 'EMAIL' ? 'Email' : c === 'SMS' ? 'SMS' : 'WhatsApp'}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="test-to"
          label={channel === 'EMAIL' ? 'Your email address' : 'Your phone number'}
          hint={channel === 'EMAIL' ? undefined : 'With the country code, e.g. +14155550123.'}
        >
          {(d) => (
            <input id="test-to" value={to} aria-describedby={d} onChange={(e) => setTo(e.target.value)} />
          )}
        </Field>
      </div>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'ok' : 'error'}>
          {result.text}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Send test message
      </button>
    </form>
  );
}
