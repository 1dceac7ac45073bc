import { type Channel, type IdentifierType, isChannel } from '../../contract/channels';
import {
  HEADLESS_CHANNELS,
  type HeadlessRequest,
  type HeadlessResponse,
  PHONE_OAUTH_CHANNELS,
} from '../../contract/headless';
import type { Country, MerchantConfigResponse } from '../../contract/wire';
import { bareCountryCode, isEmail, isOtp, isPhone, mobileFor } from './checkIdentifier';
import { headlessError, invalidChannel, invalidValue, requiredKey } from './headlessResponses';
import { isTwoFactor } from './nativeHeadlessRules';
import { pickHeadlessChannel } from './pickHeadlessChannel';

/** Who the user is, as the host's intent and OTP calls want it. */
export type HeadlessIdentity =
  | { type: 'PHONE'; mobile: string; key: string }
  | { type: 'EMAIL'; email: string; key: string };

/** What a valid sign-in request asks for. */
export type SignInPlan =
  | { kind: 'initiate'; identity: HeadlessIdentity; channel: Channel }
  | { kind: 'otp'; identity: HeadlessIdentity; otp: string }
  /** A button channel; a call (PHONE_OAUTH_CHANNELS) also has the number to call. */
  | { kind: 'oauth'; channel: Channel; identity?: HeadlessIdentity };

export interface SignInContext {
  config: MerchantConfigResponse;
  /** The country list (spec §5), or undefined when it could not be fetched (the check is skipped). */
  countries: readonly Country[] | undefined;
}

/** The channel codes the merchant configured, in configuration order. */
const configuredChannels = (config: MerchantConfigResponse): Channel[] =>
  config.channelConfig.flatMap((entry) => entry.channel.map((item) => item.name));

/**
 * Whether the app signs people in by this identifier type at all: an input channel in its MOBILE
 * entry for a PHONE request, in its EMAIL entry for an EMAIL one. An email-only app whose email
 * entry has OTP must not send an SMS to a number.
 */
const takes = (config: MerchantConfigResponse, type: IdentifierType): boolean =>
  config.channelConfig.some(
    (entry) => entry.identifierType === type && entry.channel.some((item) => item.type === 'INPUT'),
  );

/**
 * spec §5 validation of a PHONE, EMAIL or OAUTH request (with or without an otp), one check
 * after the other, first failure wins: 2FA, channel name, required keys, values, configuration.
 */
export function validateSignInRequest(
  request: HeadlessRequest,
  context: SignInContext,
): SignInPlan | HeadlessResponse {
  const { config } = context;
  // spec §5: more than one channel marked mandatory gives MULTIPLE_CHANNEL.
  if (isTwoFactor(config)) return headlessError('MULTIPLE_CHANNEL');

  const channel = request.channel ?? (request.phone ? 'PHONE' : request.email ? 'EMAIL' : undefined);
  if (channel === undefined) return requiredKey('channel');
  // spec §5: an unknown channel name gives INVALID_CHANNEL.
  if (!(HEADLESS_CHANNELS as readonly string[]).includes(channel)) return invalidChannel(channel);
  const configured = configuredChannels(config);

  if (channel === 'OAUTH') {
    if (!request.channelType) return requiredKey('channelType');
    // spec §5: an OAUTH channelType that is not configured gives INVALID_CHANNEL for channelType.
    if (!isChannel(request.channelType) || !configured.includes(request.channelType))
      return invalidChannel(request.channelType);
    if (!PHONE_OAUTH_CHANNELS.includes(request.channelType))
      return { kind: 'oauth', channel: request.channelType };
    const phone = phoneIdentity(request, context);
    return 'type' in phone ? { kind: 'oauth', channel: request.channelType, identity: phone } : phone;
  }

  let identity: HeadlessIdentity;
  let picked: Channel | null;
  if (channel === 'PHONE') {
    const phone = phoneIdentity(request, context);
    if (!('type' in phone)) return phone;
    identity = phone;
    picked = takes(config, 'MOBILE') ? pickHeadlessChannel('PHONE', configured) : null;
  } else {
    if (!request.email) return requiredKey('email');
    if (!isEmail(request.email)) return invalidValue('email');
    const email = request.email.trim();
    identity = { type: 'EMAIL', email, key: `EMAIL:${email.toLowerCase()}` };
    picked = takes(config, 'EMAIL') ? pickHeadlessChannel('EMAIL', configured) : null;
  }
  // spec §5: PHONE needs a configured mobile channel, EMAIL a configured email channel.
  if (!picked) return invalidChannel(channel);

  if (request.otp !== undefined) {
    if (!isOtp(String(request.otp))) return invalidValue('otp');
    return { kind: 'otp', identity, otp: String(request.otp) };
  }
  return { kind: 'initiate', identity, channel: picked };
}

/** spec §5: the phone (required) and its country code, checked; the identity, or the error. */
function phoneIdentity(
  request: HeadlessRequest,
  context: SignInContext,
): HeadlessIdentity | HeadlessResponse {
  if (!request.phone) return requiredKey('phone');
  if (request.countryCode !== undefined && !knownCountryCode(request.countryCode, context.countries))
    return invalidValue('countryCode');
  if (!isPhone(request.phone)) return invalidValue('phone');
  const mobile = mobileFor(request.phone, request.countryCode);
  return { type: 'PHONE', mobile, key: `PHONE:${mobile}` };
}

/** spec §5: a country code (with or without +) must be in the country list. */
function knownCountryCode(value: string, countries: readonly Country[] | undefined): boolean {
  const code = bareCountryCode(String(value));
  if (!/^\d{1,4}$/.test(code)) return false;
  if (!countries) return true;
  return countries.some((c) => bareCountryCode(c.dialCode) === code);
}

export function isSignInPlan(value: SignInPlan | HeadlessResponse): value is SignInPlan {
  return 'kind' in value;
}
