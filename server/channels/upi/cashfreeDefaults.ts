import { CASHFREE_VERIFICATION_URL } from '../../../contract/upi';

/** The host's Cashfree Secure ID account for UPI sign-in (CASHFREE_* variables, docs/configuration.md). */
export interface CashfreeDefaults {
  apiUrl: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

export function cashfreeDefaults(env: NodeJS.ProcessEnv): CashfreeDefaults {
  return {
    apiUrl: (env.CASHFREE_VERIFICATION_URL || CASHFREE_VERIFICATION_URL).replace(/\/+$/, ''),
    clientId: env.CASHFREE_CLIENT_ID || undefined,
    clientSecret: env.CASHFREE_CLIENT_SECRET || undefined,
  };
}
