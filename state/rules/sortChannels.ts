import { CHANNEL_SORT_DEFAULT_WEIGHT, CHANNEL_SORT_WEIGHTS } from '../../contract/constants';

/** spec §4, §9: WHATSAPP first, then GMAIL, then the rest in their given order (a stable sort). */
export function sortChannels<T extends { name: string }>(channels: readonly T[]): T[] {
  const weight = (name: string) => CHANNEL_SORT_WEIGHTS[name] ?? CHANNEL_SORT_DEFAULT_WEIGHT;
  return [...channels].sort((a, b) => weight(a.name) - weight(b.name));
}
