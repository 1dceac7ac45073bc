import type { ChannelTables } from './tables/ChannelTables';
import type {
  DashboardDeliveryColumns,
  DashboardTables,
  DashboardUserColumns,
} from './tables/DashboardTables';
import type { DeliveryStatusColumns } from './tables/DeliveryStatusTables';
import type { InitialTables } from './tables/InitialTables';
import type { LocaleTables } from './tables/LocaleTables';
import type { OidcWebhookTables } from './tables/OidcWebhookTables';
import type { PasskeyTables } from './tables/PasskeyTables';
import type { RevocationTables } from './tables/RevocationTables';
import type { SealedKeyTables } from './tables/SealedKeyTables';
import type { SessionTables } from './tables/SessionTables';
import type { SignInRequestTables } from './tables/SignInRequestTables';
import type { SlidingThrottleTables } from './tables/SlidingThrottleTables';
import type { SsoTables } from './tables/SsoTables';
import type { UserLocaleColumns } from './tables/UserLocaleTables';

/**
 * Every table as Kysely sees it, one file per migration in tables/ (a new migration adds its
 * file and joins it here). Times are epoch milliseconds; JSON is stored as text.
 */
export type Database = InitialTables &
  ChannelTables &
  SsoTables &
  PasskeyTables &
  SessionTables &
  SlidingThrottleTables &
  SealedKeyTables &
  SignInRequestTables &
  RevocationTables &
  OidcWebhookTables &
  LocaleTables &
  DashboardTables & {
    users: DashboardUserColumns & UserLocaleColumns;
    deliveries: DashboardDeliveryColumns & DeliveryStatusColumns;
  };
