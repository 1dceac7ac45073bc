import { CHANNEL_LOADER_DELAY_MS } from '../services/contract/constants';

/** spec §2, §9: a channel button's loader appears 200 ms after loading starts. */
export function isLoaderVisible(loadingSince: number | null, now: number): boolean {
  return loadingSince !== null && now - loadingSince >= CHANNEL_LOADER_DELAY_MS;
}
