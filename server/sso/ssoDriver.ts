import { isSsoChannel } from '../../contract/sso';
import type { ChannelDriver } from '../channels/ChannelDriver';
import { SesameError } from '../errors/SesameError';
import { startSsoIntent } from './startSsoIntent';

/** The sixteen single sign-on channels (spec §3) as one channel driver (docs/architecture.md §4). */
export const ssoDriver: ChannelDriver = {
  name: 'sso',
  accepts: (body) => isSsoChannel(body.channel),
  createIntent: ({ services, app, state, body, origin, locale, returnPage }) => {
    if (!isSsoChannel(body.channel)) throw new SesameError('unsupported_channel');
    return startSsoIntent(services, {
      app,
      state,
      channel: body.channel,
      origin,
      redirectURI: body.redirectURI,
      loginUri: body.loginUri,
      returnPage,
      locale,
    });
  },
};
