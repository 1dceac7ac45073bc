import type { Kysely } from 'kysely';
import { AdministratorStore } from '../admin/AdministratorStore';
import { AdminSessionStore } from '../admin/AdminSessionStore';
import { AdminUserReads } from '../admin/AdminUserReads';
import { AuditLogStore } from '../admin/AuditLogStore';
import { DeliveryReads } from '../admin/DeliveryReads';
import { FunnelReads } from '../admin/FunnelReads';
import { AppStore } from '../apps/AppStore';
import { BrowserDevices } from '../channels/onetap/BrowserDevices';
import { BrowserIdentities } from '../channels/onetap/BrowserIdentities';
import { InboundMessages } from '../channels/whatsapp/InboundMessages';
import type { Config } from '../config';
import { Hasher } from '../crypto/Hasher';
import type { Random } from '../crypto/random';
import type { Database } from '../db/schema';
import { DeliveryStore } from '../delivery/DeliveryStore';
import { resolveSecret } from '../production/resolveSecret';
import type { RedisConnections } from '../redis/openRedis';
import { SecretBox } from '../sso/SecretBox';
import { SsoAccountStore } from '../sso/SsoAccountStore';
import { SsoCredentialStore } from '../sso/SsoCredentialStore';
import { SsoFlowStore } from '../sso/SsoFlowStore';
import { SigningKeyBox } from '../tokens/SigningKeyBox';
import { SigningKeys } from '../tokens/SigningKeys';
import { PasskeyStore } from '../webauthn/PasskeyStore';
import { WebhookDeliveryStore } from '../webhooks/WebhookDeliveryStore';
import { WebhookEndpointStore } from '../webhooks/WebhookEndpointStore';
import { AddressStore } from './AddressStore';
import { IdentityGuardStore } from './IdentityGuardStore';
import { OutboxStore } from './OutboxStore';
import { RedisThrottleStore } from './RedisThrottleStore';
import { SdkEventStore } from './SdkEventStore';
import { SessionStore } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import { SignInEventStore } from './SignInEventStore';
import { SignInRequestStore } from './SignInRequestStore';
import { ThrottleStore, type Throttles } from './ThrottleStore';
import { TransactionStore } from './TransactionStore';
import { UserStore } from './UserStore';

/** The stores that keep nothing in memory: each the one writer of its tables. */
export interface Stores {
  transactions: TransactionStore;
  users: UserStore;
  /** Sessions and refresh-token families (docs/security.md "Sessions and tokens"). */
  sessions: SessionStore;
  addresses: AddressStore;
  /** Who asked for each sign-in, shown where it is approved (docs/security.md "Cross-device approvals"). */
  signInRequests: SignInRequestStore;
  sdkEvents: SdkEventStore;
  guards: IdentityGuardStore;
  deliveries: DeliveryStore;
  inboundMessages: InboundMessages;
  browserIdentities: BrowserIdentities;
  browserDevices: BrowserDevices;
  /** Revoked sign-ins, for the merchant (`GET /v1/merchant/events`). */
  signInEvents: SignInEventStore;
  passkeys: PasskeyStore;
  ssoCredentials: SsoCredentialStore;
  ssoFlows: SsoFlowStore;
  ssoAccounts: SsoAccountStore;
  /** Webhook endpoints, their secrets sealed (docs/webhooks.md). */
  webhookEndpoints: WebhookEndpointStore;
  /** The durable webhook queue and its delivery log. */
  webhookDeliveries: WebhookDeliveryStore;
  /** The dashboard's team, their sessions and the audit log (docs/dashboard.md). */
  administrators: AdministratorStore;
  adminSessions: AdminSessionStore;
  auditLog: AuditLogStore;
  /**
   * The `throttles` table: the throttles without Redis, and the per-client limits' fallback
   * while Redis cannot answer (server/http/clientLimits).
   */
  throttleTable: ThrottleStore;
  /** The dashboard's reads (docs/dashboard.md): users, funnels, deliveries; they write nothing. */
  userReads: AdminUserReads;
  funnelReads: FunnelReads;
  deliveryReads: DeliveryReads;
}

/** The stores built once per host, never per transaction: those that cache, and host-wide ones. */
export interface HostStores extends Stores {
  hasher: Hasher;
  settings: SettingsStore;
  /** Dev mode only: production has no outbox at all. */
  outbox: OutboxStore | undefined;
  apps: AppStore;
  keys: SigningKeys;
}

export interface StoreDependencies {
  hasher: Hasher;
  random: Random;
  now: () => number;
}

/**
 * Builds every stateless store on `db`: the host's database once at start (openHostStores), or
 * one group of writes (groupedWrites, inTransaction). Stores that cache (apps, signing keys) are
 * built once, in openHostStores only.
 */
export function createStores(db: Kysely<Database>, { hasher, random, now }: StoreDependencies): Stores {
  return {
    transactions: new TransactionStore(db),
    users: new UserStore(db, () => `usr_${random.token(12)}`),
    sessions: new SessionStore(db),
    addresses: new AddressStore(db, () => `adr_${random.token(12)}`),
    signInRequests: new SignInRequestStore(db),
    sdkEvents: new SdkEventStore(db, () => random.token(12)),
    guards: new IdentityGuardStore(db),
    deliveries: new DeliveryStore(db),
    inboundMessages: new InboundMessages(db),
    browserIdentities: new BrowserIdentities(db),
    browserDevices: new BrowserDevices(db),
    signInEvents: new SignInEventStore(db),
    passkeys: new PasskeyStore(db),
    ssoCredentials: new SsoCredentialStore(db, new SecretBox(hasher), now),
    ssoFlows: new SsoFlowStore(db),
    ssoAccounts: new SsoAccountStore(db),
    webhookEndpoints: new WebhookEndpointStore(db, new SecretBox(hasher)),
    webhookDeliveries: new WebhookDeliveryStore(db),
    administrators: new AdministratorStore(db, () => `adm_${random.token(12)}`),
    adminSessions: new AdminSessionStore(db),
    auditLog: new AuditLogStore(db, () => random.token(12)),
    throttleTable: new ThrottleStore(db),
    userReads: new AdminUserReads(db),
    funnelReads: new FunnelReads(db),
    deliveryReads: new DeliveryReads(db),
  };
}

/**
 * Every store of the host, built once at start (createServices): the server secret from settings
 * (resolveSecret), then the stateless stores, the dev outbox, the apps (sealing any secret still
 * in clear) and the signing keys (loaded, or made on first start).
 */
export async function openHostStores(
  db: Kysely<Database>,
  config: Config,
  { random, now }: Omit<StoreDependencies, 'hasher'>,
): Promise<HostStores> {
  const settings = new SettingsStore(db);
  const secret = await resolveSecret(config, settings, db, random);
  const hasher = new Hasher(secret);
  // docs/security.md "Production fails closed": the dev outbox exists only in dev mode; a
  // production start empties the table, in case an older host wrote messages there.
  const outbox = new OutboxStore(db, () => random.token(6));
  if (config.mode !== 'dev') await outbox.clear();
  const apps = new AppStore(db, hasher, now);
  await apps.sealStoredSecrets();
  const box = new SigningKeyBox(secret, config.previousSecret);
  const keys = new SigningKeys(db, box, () => random.token(12), now);
  await keys.start();
  const stores = createStores(db, { hasher, random, now });
  return { ...stores, hasher, settings, outbox: config.mode === 'dev' ? outbox : undefined, apps, keys };
}

/** The throttles: in Redis when the host has it (shared by every instance, fail closed), else the table. */
export function hostThrottles(redis: RedisConnections | undefined, table: ThrottleStore): Throttles {
  return redis ? new RedisThrottleStore(redis.commands, redis.prefix) : table;
}
