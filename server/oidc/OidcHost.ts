import type { KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import type { Services } from '../Services';

interface Built {
  kid: string;
  provider: Provider;
  handle: ReturnType<Provider['callback']>;
}

/**
 * The OpenID Connect provider on the host (docs/oidc.md), built on first use and built again
 * when the key store's signing key changes (a rotation here or on another instance), so ID
 * tokens are always signed with the key every other token of the host is signed with. Its
 * records live in the database, so rebuilding loses nothing.
 */
export class OidcHost {
  #built: Promise<Built> | undefined;

  constructor(
    private readonly services: Services,
    /** Called when a person signs out through the provider (RP-initiated logout). */
    private readonly onLogout: (userId: string) => Promise<void>,
  ) {}

  async provider(): Promise<Provider> {
    return (await this.current()).provider;
  }

  async handler(): Promise<Built['handle']> {
    return (await this.current()).handle;
  }

  private async current(): Promise<Built> {
    const { kid } = await this.services.keys.current();
    const built = this.#built && (await this.#built);
    if (built?.kid === kid) return built;
    this.#built = this.build();
    return this.#built;
  }

  private async build(): Promise<Built> {
    // Loaded on first use: a host whose apps never use OpenID Connect starts without the library.
    const [{ default: OidcProvider }, { oidcConfiguration }, { SesameSigningKey }] = await Promise.all([
      import('oidc-provider'),
      import('./oidcConfiguration'),
      import('./SesameSigningKey'),
    ]);
    const { kid, key } = await this.services.keys.current();
    const provider = new OidcProvider(
      this.services.issuer,
      oidcConfiguration(this.services, new SesameSigningKey(kid, key)),
    );
    provider.proxy = this.services.config.trustProxy;
    // Client secrets are kept only as HMACs: the app store checks them.
    const { apps } = this.services;
    provider.Client.prototype.compareClientSecret = async function (this: { clientId: string }, actual) {
      return (await apps.authenticate(this.clientId, actual)) !== undefined;
    };
    provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      // The provider has answered already: a failure here is logged, never left unhandled.
      if (accountId)
        this.onLogout(accountId).catch((error: unknown) =>
          console.error(
            `Sesame: the sign-ins of ${accountId} were not revoked at OpenID Connect logout`,
            error,
          ),
        );
    });
    return { kid, provider, handle: provider.callback() };
  }
}
