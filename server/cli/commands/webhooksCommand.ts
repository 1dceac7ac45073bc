import { isWebhookEvent, WEBHOOK_EVENTS } from '../../../contract/webhooks';
import { addWebhookEndpoint, resendDelivery } from '../../webhooks/manageEndpoints';
import { commandFailed, usageError } from '../CliError';
import type { Command } from '../Command';
import { findApp } from '../findApp';
import { formatTable } from '../formatTable';
import { parseAppId } from '../parseAppId';
import { parseHttpUrl } from '../parseHttpUrl';
import { parseOptions } from '../parseOptions';

const OPTIONS = { events: { type: 'string' } } as const;
const LOG_LIMIT = 50;

/**
 * An app's webhook endpoints (docs/webhooks.md): `add` registers a URL for some events and prints
 * its signing secret once; `list`, `remove`, `log` (the latest deliveries) and `resend`.
 */
export const webhooksCommand: Command = {
  name: 'webhooks',
  usage: 'webhooks add ID URL --events EVENT,… | list ID | remove ID ENDPOINT | log ID | resend ID DELIVERY',
  summary: `Manages the app's webhook endpoints; events: ${WEBHOOK_EVENTS.join(', ')}.`,
  parse(args) {
    const [action, ...rest] = args;
    if (action === 'add') return add(rest);
    if (action === 'list' || action === 'log') return show(action, rest);
    if (action === 'remove' || action === 'resend') return change(action, rest);
    throw usageError(`Unknown webhooks action "${action ?? ''}"; actions: add, list, remove, log, resend`);
  },
};

function add(args: string[]) {
  const { values, positionals } = parseOptions(args, OPTIONS, ['ID', 'URL']);
  const id = parseAppId(positionals[0]!);
  const url = parseHttpUrl(positionals[1]!, 'The webhook URL');
  const events = (values.events ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (!events.length) throw usageError('--events lists at least one event');
  const unknown = events.find((e) => !isWebhookEvent(e));
  if (unknown !== undefined)
    throw usageError(`Unknown event "${unknown}"; events: ${WEBHOOK_EVENTS.join(', ')}`);
  return async ({ services, out }: Parameters<ReturnType<Command['parse']>>[0]) => {
    await findApp(services, id);
    const endpoint = await addWebhookEndpoint(services, {
      appId: id,
      url,
      events: events.filter(isWebhookEvent),
    });
    out(`Added webhook endpoint ${endpoint.id} to app "${id}": ${url}`);
    out(`signing secret: ${endpoint.secret}`);
    out('Keep the secret now: it is not shown again.');
  };
}

function show(action: 'list' | 'log', args: string[]) {
  const { positionals } = parseOptions(args, {}, ['ID']);
  const id = parseAppId(positionals[0]!);
  return async ({ services, out }: Parameters<ReturnType<Command['parse']>>[0]) => {
    await findApp(services, id);
    const stores = { endpoints: services.webhookEndpoints, deliveries: services.webhookDeliveries };
    const rows =
      action === 'list'
        ? [
            ['ENDPOINT', 'URL', 'EVENTS'],
            ...(await stores.endpoints.list(id)).map((e) => [e.id, e.url, e.events.join(',')]),
          ]
        : [
            ['DELIVERY', 'EVENT', 'STATUS', 'ATTEMPTS', 'LAST', 'CREATED'],
            ...(await stores.deliveries.log(id, LOG_LIMIT)).map((d) => [
              d.id,
              d.event,
              d.status,
              String(d.attempts),
              d.last_error ?? String(d.last_status ?? ''),
              new Date(Number(d.created_at)).toISOString(),
            ]),
          ];
    for (const line of formatTable(rows)) out(line);
  };
}

function change(action: 'remove' | 'resend', args: string[]) {
  const { positionals } = parseOptions(args, {}, ['ID', action === 'remove' ? 'ENDPOINT' : 'DELIVERY']);
  const id = parseAppId(positionals[0]!);
  const target = positionals[1]!;
  return async ({ services, out }: Parameters<ReturnType<Command['parse']>>[0]) => {
    await findApp(services, id);
    const stores = { endpoints: services.webhookEndpoints, deliveries: services.webhookDeliveries };
    if (action === 'remove') {
      if (!(await stores.endpoints.remove(id, target)))
        throw commandFailed(`App "${id}" has no endpoint ${target}`);
      out(`Removed webhook endpoint ${target} from app "${id}".`);
      return;
    }
    const again = await resendDelivery(services, id, target);
    if (!again) throw commandFailed(`App "${id}" has no delivery ${target}`);
    out(`Queued delivery ${again.id} (message ${again.messageId}) again; a running host sends it.`);
  };
}
