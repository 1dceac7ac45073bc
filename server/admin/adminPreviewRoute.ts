import type { FastifyInstance } from 'fastify';
import { ADMIN_API } from '../../contract/admin';
import type { AdminPreview, AdminPreviewInput } from '../../contract/adminApps';
import type { Channel } from '../../contract/channels';
import type { App } from '../apps/App';
import { channelConfigFor, defaultUiConfig } from '../apps/defaultConfig';
import { merchantConfigFor } from '../apps/merchantConfigFor';
import { SesameError } from '../errors/SesameError';
import { responses } from '../http/schemas';
import type { Services } from '../Services';
import { anyObject } from './adminSchemas';
import { dashboardPatch } from './appInput';
import { appInputSchema } from './appSchemas';
import { requireAdmin } from './requireAdmin';

/** A value refused this many times over is as many fields as the form has: then stop. */
const MAX_REFUSED = 24;
const NEW_APP_CHANNELS: Channel[] = ['EMAIL_LOGIN'];

/** The app as it stands, or a new one as `POST /v1/admin/apps` starts it. */
function baseApp(found: App | undefined, input: AdminPreviewInput, now: number): App {
  if (found) return found;
  const name = input.name || 'New app';
  return {
    id: input.id || 'new-app',
    clientId: input.id || 'new-app',
    name,
    logo: undefined,
    origins: [],
    loginUri: undefined,
    redirectUris: [],
    uiConfig: defaultUiConfig(name),
    channelConfig: channelConfigFor(NEW_APP_CHANNELS),
    options: {},
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The merchant configuration (spec §3) the form's values would give, unsaved: the dashboard's
 * live preview feeds it to the real `<auth-floater>`. The same checks as saving; a refused value
 * is left out and its message returned, so the preview keeps following the other fields.
 */
function previewOf(app: App, input: AdminPreviewInput): AdminPreview {
  const edit: Record<string, unknown> = { ...input };
  delete edit.id;
  // Origins do not change what the widget shows, and a new app has none yet.
  delete edit.origins;
  const invalid: Record<string, string> = {};
  for (let tries = 0; tries < MAX_REFUSED; tries++) {
    try {
      const patch = dashboardPatch(app, edit);
      return { config: merchantConfigFor({ ...app, ...patch }), invalid };
    } catch (error) {
      if (!(error instanceof SesameError) || !error.details) throw error;
      const fields = Object.keys(error.details).filter((field) => field in edit);
      if (!fields.length) break;
      for (const field of fields) {
        invalid[field] = error.details[field]!;
        delete edit[field];
      }
    }
  }
  return { config: merchantConfigFor(app), invalid };
}

export function adminPreviewRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Body: AdminPreviewInput }>(
    ADMIN_API.appPreview,
    {
      schema: {
        body: appInputSchema,
        response: responses({
          type: 'object',
          properties: {
            config: anyObject,
            invalid: { type: 'object', additionalProperties: { type: 'string' } },
          },
          required: ['config', 'invalid'],
        }),
      },
    },
    async (request) => {
      await requireAdmin(services, request);
      const found = request.body.id ? await services.apps.get(request.body.id) : undefined;
      return previewOf(baseApp(found, request.body, services.clock.now()), request.body);
    },
  );
}
