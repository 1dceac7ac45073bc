import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';
import { emitEvent } from './emitEvent';

/**
 * A finished sign-in's events: `user.created` when this sign-in made the user (the user is no
 * older than the sign-in), then `signin.succeeded` with how it was done.
 */
export async function emitSignIn(
  services: Services,
  tx: TransactionRow,
  userId: string,
  completedBy: string,
): Promise<void> {
  await emitEvent(services, tx.app_id, 'user.created', async () => {
    const user = await services.users.get(userId);
    return user && Date.parse(user.createdAt) >= Number(tx.created_at) ? { user } : undefined;
  });
  await emitEvent(services, tx.app_id, 'signin.succeeded', {
    userId,
    signIn: tx.id,
    channel: tx.channel,
    method: completedBy,
  });
}
