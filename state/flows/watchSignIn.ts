import type { ApiClient } from '../../services/api/apiClient';
import { type StatusWatcher, type StatusWatcherOptions, watchStatus } from './statusWatcher';

/**
 * Follows one sign-in (`asId`) through the API client: its live status stream when the client
 * offers one, else polling getStatus (state/flows/statusWatcher).
 */
export function watchSignIn(
  api: Pick<ApiClient, 'getStatus' | 'statusStreamUrl'>,
  asId: string,
  check: StatusWatcherOptions['check'],
  onStatus: StatusWatcherOptions['onStatus'],
): StatusWatcher {
  const streamUrl = api.statusStreamUrl;
  return watchStatus({
    check,
    fetchStatus: () => api.getStatus(asId),
    streamUrl:
      streamUrl &&
      (async () => {
        const result = await streamUrl(asId);
        return result.ok ? result.data : undefined;
      }),
    onStatus,
  });
}
