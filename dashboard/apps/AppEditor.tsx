import { type FormEvent, useState } from 'react';
import { ADMIN_API, type AdminMe } from '../../contract/admin';
import type { AdminApp } from '../../contract/adminApps';
import { ApiError, api } from '../api';
import { canEdit } from '../pages';
import { AppFormFields } from './AppFormFields';
import { AppPreview } from './AppPreview';
import { type AppForm, EMPTY_FORM, formOf, inputOf } from './formState';
import { MessagingSettings } from './MessagingSettings';
import { SsoProviders } from './SsoProviders';

/** Creates or edits one app; the host answers with the apps tool's checks, shown beside each field. */
export function AppEditor(props: {
  me: AdminMe;
  app: AdminApp | undefined;
  secret?: string | undefined;
  onSaved: (id: string, secret?: string) => void;
  onDeleted: () => void;
}) {
  const creating = props.app === undefined;
  const [form, setForm] = useState<AppForm>(props.app ? formOf(props.app) : EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [secret, setSecret] = useState<string | undefined>(props.secret);
  const editable = canEdit(props.me);
  const set = <K extends keyof AppForm>(key: K, value: AppForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const fail = (e: unknown) => {
    if (!(e instanceof ApiError)) throw e;
    setErrors(e.body.details ?? {});
    setMessage(e.message);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(undefined);
    try {
      if (creating) {
        const created = await api<{ clientSecret: string }>('POST', ADMIN_API.apps, inputOf(form, true));
        props.onSaved(form.id, created.clientSecret);
        return;
      }
      await api('PATCH', ADMIN_API.app(form.id), inputOf(form, false));
      setMessage('Saved.');
      props.onSaved(form.id);
    } catch (e) {
      fail(e);
    }
  };
  const rotate = async () => {
    if (!confirm('Issue a new client secret? The old one stops working at once.')) return;
    api<{ clientSecret: string }>('POST', ADMIN_API.appSecret(form.id)).then(
      (r) => setSecret(r.clientSecret),
      fail,
    );
  };
  const remove = async () => {
    if (!confirm(`Delete the app "${form.id}"? Its users can no longer sign in.`)) return;
    api('DELETE', ADMIN_API.app(form.id)).then(props.onDeleted, fail);
  };

  return (
    <div className="editor">
      <form onSubmit={save} aria-labelledby="editor-title" noValidate>
        <h2 id="editor-title">{creating ? 'New app' : `Edit ${form.name}`}</h2>
        {!editable && <p className="muted">Your role (viewer) can look but not change.</p>}
        {secret && (
          <div role="status" className="secret">
            <p>Client secret — shown only this once; store it now:</p>
            <code>{secret}</code>
          </div>
        )}
        {message && (
          <p
            role={Object.keys(errors).length || message !== 'Saved.' ? 'alert' : 'status'}
            className={message === 'Saved.' ? 'ok' : 'error'}
          >
            {message}
          </p>
        )}
        <fieldset disabled={!editable}>
          <AppFormFields form={form} set={set} errors={errors} creating={creating} />
          <div className="actions">
            <button type="submit">{creating ? 'Create app' : 'Save changes'}</button>
            {!creating && (
              <>
                <button type="button" className="secondary" onClick={rotate}>
                  Rotate client secret
                </button>
                <button type="button" className="danger" onClick={remove}>
                  Delete app
                </button>
              </>
            )}
          </div>
        </fieldset>
      </form>
      <AppPreview appId={creating ? undefined : form.id} form={form} />
      {!creating && (
        <div className="editor-more">
          <SsoProviders appId={form.id} editable={editable} />
          <MessagingSettings app={props.app!} editable={editable} onSaved={() => props.onSaved(form.id)} />
        </div>
      )}
    </div>
  );
}
