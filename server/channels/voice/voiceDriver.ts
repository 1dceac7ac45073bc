import type { ChannelDriver } from '../ChannelDriver';
import { startVoiceIntent } from './startVoiceIntent';

/** VOICE_APPROVAL: a call to the typed number asks for a key that approves the sign-in. */
export const voiceDriver: ChannelDriver = {
  name: 'voice',
  accepts: (body) => body.channel === 'VOICE_APPROVAL',
  createIntent: startVoiceIntent,
};
