import type { Kysely } from 'kysely';
import { AdministratorStore } from '../admin/AdministratorStore';
import { AdminSessionStore } from '../admin/AdminSessionStore';
import { AuditLogStore } from '../admin/AuditLogStore';
import { BrowserDevices } from '../channels/onetap/BrowserDevices';
import { BrowserIdentities } from '../channels/onetap/BrowserIdentities';
import { InboundMessages } from '../channels/whatsapp/InboundMessages';
import type { Hasher } from '../crypto/Hasher';
import type { Random } from '../crypto/random';
import type { Database } from '../db/schema';
import { DeliveryStore } from '../delivery/DeliveryStore';
import { SecretBox } from '../sso/SecretBox';
import { SsoAccountStore } from '../sso/SsoAccountStore';
import { SsoCredentialStore } from '../sso/SsoCredentialStore';
import { SsoFlowStore } from '../sso/SsoFlowStore';
import { PasskeyStore } from '../webauthn/PasskeyStore';
import { WebhookDeliveryStore } from '../webhooks/WebhookDeliveryStore';
import { WebhookEndpointStore } from '../webhooks/WebhookEndpointStore';
import { AddressStore } from './AddressStore';
import { IdentityGuardStore } from './IdentityGuardStore';
import { SdkEventStore } from './SdkEventStore';
import { SessionStore } from './SessionStore';
import { SignInEventStore } from './SignInEventStore';
import { SignInRequestStore } from './SignInRequestStore';
import { ThrottleStore } from './ThrottleStore';
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
}

export interface StoreDependencies {
  hasher: Hasher;
  random: Random;
  now: () => number;
}

/**
 * Builds every stateless store on `db`: the host's database once at start (createServices), or
 * one group of writes (groupedWrites). Stores that cache (apps, signing keys) are built once
 * in createServices only.
 */
export function createStores(db: Kysely<Database>, { hasher, random, now }: StoreDependencies): Stores {
  const userId = () => `usr_${random.token(12)}`;
  return {
    transactions: new TransactionStore(db),
    users: new UserStore(db, userId),
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
    ssoAccounts: new SsoAccountStore(db, userId),
    webhookEndpoints: new WebhookEndpointStore(db, new SecretBox(hasher)),
    webhookDeliveries: new WebhookDeliveryStore(db),
    administrators: new AdministratorStore(db, () => `adm_${random.token(12)}`),
    adminSessions: new AdminSessionStore(db),
    auditLog: new AuditLogStore(db, () => random.token(12)),
    throttleTable: new ThrottleStore(db),
  };
}
