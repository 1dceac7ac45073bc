import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { OtpRequest, OtpResponse } from '../../contract/wire';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { verifyOtp } from '../signin/verifyOtp';

const otpBody = paramsSchema(
  {
    otp: { type: 'string', pattern: '^[0-9]{4,8}$' },
    email: { type: 'string', maxLength: 320 },
    mobile: { type: 'string', maxLength: 32 },
    selectedCountryCode: { type: 'string', maxLength: 8 },
    otpLength: { type: 'integer', minimum: 4, maximum: 8 },
    expiry: { type: 'integer', minimum: 0 },
    value: { type: 'string', maxLength: 320 },
  },
  ['otp', 'asId'],
);

/** spec §7 `/v1/user/transaction/otp/{state}`: checks a typed code; answers with the sign-in's code. */
export function otpRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { state: string }; Body: OtpRequest }>(
    `${API.otp}/:state`,
    {
      schema: {
        params: stateParams,
        body: otpBody,
        response: responses({ type: 'object', properties: { code: { type: 'string' } }, required: ['code'] }),
      },
    },
    async (request, reply): Promise<OtpResponse> => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      const code = await verifyOtp(services, {
        app: merchant,
        state,
        asId: request.body.asId,
        otp: request.body.otp,
      });
      return { code };
    },
  );
}
