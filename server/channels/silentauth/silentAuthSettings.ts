import { DEV_OPERATOR_PATHS } from '../../../contract/silentAuth';
import type { CamaraAccount } from '../../delivery/CamaraNumberVerification';
import type { Services } from '../../Services';

/** The client id the dev operator simulator knows (server/dev/operatorSimulatorRoutes). */
export const DEV_OPERATOR_CLIENT_ID = 'sesame-dev';

/** The dev simulator's client secret, derived from the server secret like the WhatsApp one. */
export function devOperatorClientSecret(services: Services): string {
  return services.hasher.hash('dev-operator-client-secret', DEV_OPERATOR_CLIENT_ID);
}

/**
 * The host's CAMARA account (CAMARA_* variables), or what is missing for one. Dev mode without
 * an account uses the operator-network simulator on the host itself, through the same adapter.
 */
export function silentAuthSettings(services: Services): {
  account: CamaraAccount | undefined;
  missing: string[];
} {
  const env = services.config.channels.camara;
  const named = {
    CAMARA_AUTHORIZE_URL: env.authorizeUrl,
    CAMARA_TOKEN_URL: env.tokenUrl,
    CAMARA_API_URL: env.apiUrl,
    CAMARA_CLIENT_ID: env.clientId,
    CAMARA_CLIENT_SECRET: env.clientSecret,
  };
  const missing = Object.entries(named)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  const { authorizeUrl, tokenUrl, apiUrl, clientId, clientSecret } = env;
  if (authorizeUrl && tokenUrl && apiUrl && clientId && clientSecret)
    return { account: { authorizeUrl, tokenUrl, apiUrl, clientId, clientSecret, scope: env.scope }, missing };
  if (services.config.mode === 'dev') {
    const base = services.issuer;
    const account: CamaraAccount = {
      authorizeUrl: `${base}${DEV_OPERATOR_PATHS.authorize}`,
      tokenUrl: `${base}${DEV_OPERATOR_PATHS.token}`,
      apiUrl: `${base}${DEV_OPERATOR_PATHS.api}`,
      clientId: DEV_OPERATOR_CLIENT_ID,
      clientSecret: devOperatorClientSecret(services),
      scope: env.scope,
    };
    return { account, missing: [] };
  }
  return { account: undefined, missing };
}
