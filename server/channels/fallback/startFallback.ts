import type { IntentResponse } from '../../../contract/wire';
import type { App } from '../../apps/App';
import { SesameError } from '../../errors/SesameError';
import { transactionFor } from '../../signin/transactionFor';
import type { IntentContext } from '../ChannelDriver';
import { driverFor } from '../drivers';
import { deliveryReport } from './deliveryReport';

/**
 * Automatic fallback: the sign-in's message failed or stays undelivered, so the same number gets
 * the next channel (WhatsApp → SMS → voice call) as a new sign-in, begun by the same browser,
 * with every limit of that channel (a send to the number within 60 s of the last is refused with
 * Retry-After). Once it is under way the earlier sign-in ends, so one way in is live at a time;
 * the new send records the sign-in it replaced (each step is a delivery row).
 */
export async function startFallback(
  context: Omit<IntentContext, 'body'> & { app: App; asId: string },
): Promise<IntentResponse> {
  const { services, app, state } = context;
  const tx = await transactionFor(services, app, state, context.asId);
  const { fallback } = await deliveryReport(services, app, tx);
  if (!fallback)
    throw new SesameError('invalid_request', {
      details: { asId: 'This sign-in has no other channel to offer now.' },
    });
  const body = { channel: fallback.channel, mobile: tx.identity.replace(/^\+/, '') };
  const driver = driverFor(body);
  if (!driver) throw new SesameError('unsupported_channel');
  const intent = await driver.createIntent({ ...context, body });
  if (await services.transactions.fail(tx.id)) services.statusBus.publish(tx.id);
  await services.deliveries.markFallback(intent.asId, tx.id);
  return intent;
}
