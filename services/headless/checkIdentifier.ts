/**
 * Light format checks before anything is sent (spec §5 leaves phone and email formats "not
 * shown", docs/architecture.md §6). The host is the judge: it checks numbers with libphonenumber-js
 * (server/channels/phone/parsePhone.ts) and answers an API_ERROR when it refuses one; these
 * checks only catch what is plainly not a phone, an email, a country code or a code, without
 * shipping phone metadata in the headless bundle.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX_LENGTH = 254;
/** Digits and the separators people type; E.164 allows at most 15 digits. */
const PHONE = /^[\d\s().-]+$/;
const PHONE_DIGITS = { min: 4, max: 15 } as const;
/** The host accepts 4 to 8 digit codes (server/routes/otpRoute.ts). */
const OTP = /^\d{4,8}$/;

export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value.trim());

export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value.trim()) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

export const isOtp = (value: string): boolean => OTP.test(value);

/** spec §5: the country code without '+' ("+91" and "91" are the same code). */
export const bareCountryCode = (value: string): string => value.trim().replace(/^\+/, '');

/** spec §5: the mobile number is sent as the country code without '+' followed by the phone. */
export function mobileFor(phone: string, countryCode: string | undefined): string {
  const digits = phone.replace(/\D/g, '');
  return countryCode ? `${bareCountryCode(countryCode)}${digits}` : digits;
}
