import type { FastifyInstance } from 'fastify';
import type { Services } from '../Services';
import { demoShopRoute } from './demoShopRoute';
import { devIdpRoutes } from './idp/devIdpRoutes';
import { operatorSimulatorRoutes } from './operator/operatorSimulatorRoutes';
import { outboxRoute } from './outboxRoute';
import { truecallerSimulatorRoutes } from './truecaller/truecallerSimulatorRoutes';
import { upiSimulatorRoutes } from './upi/upiSimulatorRoutes';
import { voiceSimulatorRoutes } from './voice/voiceSimulatorRoutes';
import { whatsappSimulatorRoutes } from './whatsappSimulatorRoutes';

/**
 * The dev-mode routes: outbox page, demo shop, stand-in identity provider, WhatsApp simulator,
 * operator network (silent network authentication), phone for voice approval calls, Truecaller's
 * consent sheet, UPI app with its Cashfree stand-in.
 * `buildApp` imports this module only in dev mode, so production never loads them.
 */
export const DEV_ROUTES: Array<(app: FastifyInstance, services: Services) => void | Promise<void>> = [
  outboxRoute,
  demoShopRoute,
  devIdpRoutes,
  whatsappSimulatorRoutes,
  operatorSimulatorRoutes,
  voiceSimulatorRoutes,
  truecallerSimulatorRoutes,
  upiSimulatorRoutes,
];
