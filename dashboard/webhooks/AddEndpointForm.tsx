import { type FormEvent, useState } from 'react';
import { ADMIN_API } from '../../contract/admin';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../contract/webhooks';
import { ApiError, api } from '../api';
import { ErrorNote } from '../ErrorNote';

/**
 * Adds a webhook endpoint to `appId`: a URL and the events it receives. The signing secret is
 * shown once, here, after the endpoint is added (docs/webhooks.md "Verifying a delivery").
 */
export function AddEndpointForm({ appId, onAdded }: { appId: string; onAdded: () => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [secret, setSecret] = useState<string>();
  const [error, setError] = useState<string>();
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)));

  const add = (submit: FormEvent) => {
    submit.preventDefault();
    setError(undefined);
    api<{ id: string; secret: string }>('POST', ADMIN_API.webhooks(appId), { url, events }).then(
      (added) => {
        setSecret(added.secret);
        setUrl('');
        setEvents([]);
        onAdded();
      },
      (e: unknown) => setError(e instanceof ApiError ? e.message : String(e)),
    );
  };

  return (
    <form onSubmit={add} className="detail" aria-label="Add a webhook endpoint">
      <div className="field">
        <label htmlFor="webhook-url">Endpoint URL</label>
        <input
          id="webhook-url"
          type="url"
          required
          placeholder="https://shop.example/webhooks/sesame"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </div>
      <fieldset className="flags">
        <legend>Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="check">
            <input
              type="checkbox"
              checked={events.includes(event)}
              onChange={(e) => toggle(event, e.target.checked)}
            />{' '}
            {event}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={!events.length}>
        Add endpoint
      </button>
      <ErrorNote error={error} />
      {secret && (
        <p role="status" className="secret">
          Signing secret, shown only now: <code>{secret}</code>
        </p>
      )}
    </form>
  );
}
