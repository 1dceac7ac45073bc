import type { QrApproveResponse, QrSignInResponse } from '../../contract/channelWire';
import type { QrMatchResponse } from '../../contract/crossDevice';
import { API } from '../../contract/paths';
import type { ApiResult } from './ApiResult';
import type { ApiTransport } from './apiTransport';

/** The QR sign-in across devices: the desktop's panel and the phone's page. */
export interface QrApi {
  /** The desktop's QR sign-in: what the QR panel encodes, and the asId to follow. */
  createQrSignIn(): Promise<ApiResult<QrSignInResponse>>;
  /** The phone's QR page: the number the desktop shows (a wrong one cancels the QR sign-in). */
  matchQr(request: { qrRefId: string; matchCode: string }): Promise<ApiResult<QrMatchResponse>>;
  /** The phone's QR page: approves with its own sign-in's code and the desktop's number. */
  approveQr(request: {
    qrRefId: string;
    code: string;
    matchCode: string;
  }): Promise<ApiResult<QrApproveResponse>>;
}

export function qrCalls({ call, deviceBound, follow }: ApiTransport): QrApi {
  return {
    async createQrSignIn() {
      await deviceBound();
      const result = await call<QrSignInResponse>('POST', API.qrCreate, {});
      if (result.ok) follow(result.data.asId);
      return result;
    },
    matchQr: (request) => call<QrMatchResponse>('POST', API.qrMatch, { ...request }),
    approveQr: (request) => call<QrApproveResponse>('POST', API.qrApprove, { ...request }),
  };
}
