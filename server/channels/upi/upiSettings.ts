import { DEV_UPI_PATHS } from '../../../contract/upi';
import type { CashfreeAccount } from '../../delivery/CashfreeReversePennyDrop';
import type { Services } from '../../Services';

/** The client id the dev Cashfree stand-in knows (server/dev/upi). */
export const DEV_CASHFREE_CLIENT_ID = 'sesame-dev';

/** The stand-in's client secret, derived from the server secret: it signs what the real route checks. */
export function devCashfreeClientSecret(services: Services): string {
  return services.hasher.hash('dev-cashfree-client-secret', DEV_CASHFREE_CLIENT_ID);
}

/**
 * The Cashfree account UPI sign-ins go through (CASHFREE_* variables), or what is missing for
 * one. `simulated`: dev mode without an account, through the Cashfree stand-in and the UPI app
 * page on the host itself (server/dev/upi), with the same adapter and webhook route.
 */
export function upiSettings(services: Services): {
  account: CashfreeAccount | undefined;
  simulated: boolean;
  missing: string[];
} {
  const { apiUrl, clientId, clientSecret } = services.config.channels.cashfree;
  const missing = [
    ...(clientId ? [] : ['CASHFREE_CLIENT_ID']),
    ...(clientSecret ? [] : ['CASHFREE_CLIENT_SECRET']),
  ];
  if (clientId && clientSecret)
    return { account: { apiUrl, clientId, clientSecret }, simulated: false, missing };
  if (services.config.mode === 'dev') {
    const account: CashfreeAccount = {
      apiUrl: `${services.issuer}${DEV_UPI_PATHS.cashfree}`,
      clientId: DEV_CASHFREE_CLIENT_ID,
      clientSecret: devCashfreeClientSecret(services),
    };
    return { account, simulated: true, missing: [] };
  }
  return { account: undefined, simulated: false, missing };
}
