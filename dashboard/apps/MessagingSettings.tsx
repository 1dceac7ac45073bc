import { type FormEvent, useState } from 'react';
import { ADMIN_API } from '../../contract/admin';
import { type AdminApp, type AdminProviderStatus, SECRET_SETTING_KEYS } from '../../contract/adminApps';
import { ApiError, api } from '../api';
import { DataTable } from '../DataTable';
import { ErrorNote } from '../ErrorNote';
import { useLoad } from '../useLoad';
import { Field } from './Field';
import { SMS_FIELDS, WHATSAPP_FIELDS } from './messagingFields';
import { OtapSettings } from './OtapSettings';
import { TestMessage } from './TestMessage';

type Group = 'sms' | 'whatsapp';
const SOURCES = {
  app: 'this app’s settings',
  host: 'the host’s environment',
  'dev outbox': 'dev outbox only',
  none: 'not configured',
};

/**
 * An app's messaging: which channels can send and from where (its own settings, the host's
 * variables, or dev mode's outbox), its own SMS and WhatsApp accounts (credentials write-only:
 * a set one shows as set, typing replaces it), and a test message through the real delivery path.
 */
export function MessagingSettings(props: { app: AdminApp; editable: boolean; onSaved: () => void }) {
  const status = useLoad(
    () => api<{ items: AdminProviderStatus[] }>('GET', ADMIN_API.appProviders(props.app.id)),
    props.app.updatedAt,
  );
  const stored = (group: Group, key: string) => {
    const setting = (props.app.options[group] as Record<string, unknown> | undefined)?.[key];
    return typeof setting === 'string' ? setting : '';
  };
  const [draft, setDraft] = useState<Record<Group, Record<string, string>>>({ sms: {}, whatsapp: {} });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const value = (group: Group, key: string) =>
    draft[group][key] ?? (SECRET_SETTING_KEYS.includes(key) ? '' : stored(group, key));
  const save = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    api('PATCH', ADMIN_API.app(props.app.id), draft).then(
      () => {
        setDraft({ sms: {}, whatsapp: {} });
        setMessage('Messaging settings saved.');
        props.onSaved();
      },
      (e: unknown) => {
        if (!(e instanceof ApiError)) throw e;
        setErrors(e.body.details ?? {});
        setMessage(e.message);
      },
    );
  };
  const field = (group: Group, { key, label, hint }: { key: string; label: string; hint?: string }) => {
    const secret = SECRET_SETTING_KEYS.includes(key);
    const id = `${group}-${key}`;
    const isSet = secret && stored(group, key) === '[set]';
    const change = (next: string) => setDraft((all) => ({ ...all, [group]: { ...all[group], [key]: next } }));
    return (
      <Field key={id} id={id} label={label} hint={isSet ? 'Set; type to replace it.' : hint}>
        {(d) =>
          key === 'provider' ? (
            <select
              id={id}
              value={value(group, key)}
              aria-describedby={d}
              onChange={(e) => change(e.target.value)}
            >
              <option value="">Twilio when both are set</option>
              <option value="twilio">Twilio</option>
              <option value="msg91">MSG91</option>
            </select>
          ) : (
            <input
              id={id}
              type={secret ? 'password' : undefined}
              autoComplete="off"
              value={value(group, key)}
              aria-describedby={d}
              onChange={(e) => change(e.target.value)}
            />
          )
        }
      </Field>
    );
  };

  return (
    <section className="detail" aria-labelledby="messaging-title">
      <h2 id="messaging-title">Messaging</h2>
      <ErrorNote error={status.error} />
      <DataTable label="Message channels" columns={['Channel', 'Sends', 'Settings from', 'Details']}>
        {status.data?.items.map((p) => (
          <tr key={p.channel}>
            <td>{p.channel}</td>
            <td>{p.configured ? 'Yes' : 'No'}</td>
            <td>{SOURCES[p.source]}</td>
            <td>{p.detail ?? ''}</td>
          </tr>
        ))}
      </DataTable>
      <p className="muted">
        Email goes through the host’s SMTP_URL for every app. SMS and WhatsApp use this app’s own accounts
        below first, then the host’s TWILIO_*, MSG91_* and WHATSAPP_* variables.
      </p>
      <form onSubmit={save} aria-labelledby="messaging-own-title" noValidate>
        <h3 id="messaging-own-title">This app’s own accounts</h3>
        {message && <p role={Object.keys(errors).length ? 'alert' : 'status'}>{message}</p>}
        <fieldset disabled={!props.editable}>
          <fieldset className="flags">
            <legend>SMS</legend>
            {SMS_FIELDS.map((f) => field('sms', f))}
          </fieldset>
          <fieldset className="flags">
            <legend>WhatsApp</legend>
            {WHATSAPP_FIELDS.map((f) => field('whatsapp', f))}
          </fieldset>
          <button type="submit">Save messaging settings</button>
        </fieldset>
      </form>
      <OtapSettings app={props.app} editable={props.editable} onSaved={props.onSaved} />
      {props.editable && <TestMessage appId={props.app.id} />}
    </section>
  );
}
