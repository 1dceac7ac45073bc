import { type FormEvent, useState } from 'react';
import { ADMIN_API } from '../../contract/admin';
import type { AdminSsoProvider } from '../../contract/adminApps';
import { SSO_CHANNELS, SSO_PROVIDER_IDS } from '../../contract/sso';
import { ApiError, api } from '../api';
import { DataTable } from '../DataTable';
import { ErrorNote } from '../ErrorNote';
import { useLoad } from '../useLoad';
import { Field } from './Field';

const EMPTY = { provider: SSO_PROVIDER_IDS.GMAIL as string, clientId: '', clientSecret: '', issuer: '' };

/**
 * An app's SSO providers, as `npm run apps -- sso` manages them: the client id, the redirect URI
 * to register at the provider, and a secret that is written and never shown again.
 */
export function SsoProviders(props: { appId: string; editable: boolean }) {
  const { data, error, reload } = useLoad(
    () => api<{ items: AdminSsoProvider[] }>('GET', ADMIN_API.appSso(props.appId)),
    props.appId,
  );
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const fail = (e: unknown) => {
    if (!(e instanceof ApiError)) throw e;
    setErrors(e.body.details ?? {});
    setMessage(e.message);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(undefined);
    const { provider, clientId, clientSecret, issuer } = draft;
    const body = { clientId, clientSecret, ...(issuer ? { issuer } : {}) };
    api('PUT', ADMIN_API.appSsoProvider(props.appId, provider), body).then(() => {
      setDraft(EMPTY);
      setMessage(`Saved ${provider}; its secret is stored and will not be shown.`);
      reload();
    }, fail);
  };
  const remove = (channel: string) => {
    if (!confirm(`Remove ${channel} from ${props.appId}? Its button goes and its credentials are forgotten.`))
      return;
    api('DELETE', ADMIN_API.appSsoProvider(props.appId, channel)).then(reload, fail);
  };
  const set = (key: keyof typeof EMPTY) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <section className="detail" aria-labelledby="sso-title">
      <h2 id="sso-title">Single sign-on providers</h2>
      <ErrorNote error={error} />
      <DataTable
        label="SSO providers"
        columns={['Provider', 'Client id', 'Redirect URI to register', props.editable && 'Remove']}
        empty={data?.items.length === 0 && 'No SSO provider yet.'}
      >
        {data?.items.map((p) => (
          <tr key={p.channel}>
            <td>{p.channel}</td>
            <td>{p.clientId}</td>
            <td>
              <code>{p.callbackUrl}</code>
              {p.issuer && <div className="muted">issuer {p.issuer}</div>}
            </td>
            {props.editable && (
              <td>
                <button type="button" className="danger" onClick={() => remove(p.channel)}>
                  Remove {p.channel}
                </button>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      {props.editable && (
        <form onSubmit={save} aria-labelledby="sso-add-title" noValidate>
          <h3 id="sso-add-title">Add or replace a provider</h3>
          {message && <p role={Object.keys(errors).length ? 'alert' : 'status'}>{message}</p>}
          <Field id="sso-provider" label="Provider">
            {() => (
              <select
                id="sso-provider"
                value={draft.provider}
                onChange={(e) => set('provider')(e.target.value)}
              >
                {SSO_CHANNELS.map((c) => (
                  <option key={c} value={SSO_PROVIDER_IDS[c]}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <SsoInput
            id="sso-clientId"
            label="Client id"
            value={draft.clientId}
            error={errors.clientId}
            onChange={set('clientId')}
          />
          <SsoInput
            id="sso-clientSecret"
            label="Client secret"
            hint="Stored encrypted; never shown again."
            secret
            value={draft.clientSecret}
            onChange={set('clientSecret')}
          />
          <SsoInput
            id="sso-issuer"
            label="OpenID Connect issuer (optional)"
            hint="For a self-managed GitLab, one Microsoft tenant or any OIDC provider."
            value={draft.issuer}
            error={errors.issuer}
            onChange={set('issuer')}
          />
          <button type="submit">Save provider</button>
        </form>
      )}
    </section>
  );
}

function SsoInput(props: {
  id: string;
  label: string;
  hint?: string;
  secret?: boolean;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(d) => (
        <input
          id={props.id}
          type={props.secret ? 'password' : undefined}
          autoComplete={props.secret ? 'off' : undefined}
          value={props.value}
          aria-describedby={d}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
