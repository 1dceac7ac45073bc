/**
 * User-facing texts of the WhatsApp, SMS and QR channels (spec §2, §8), in one place. `{name}`
 * is the merchant's name, `{code}` the code, `{device}` the desktop's browser summary.
 */
export const CHANNEL_TEXTS = {
  /** spec §2, §8. */
  openWhatsApp: 'Open WhatsApp',
  notSentWhatsApp: "Looks like you didn't send the WhatsApp message",
  notApprovedWhatsApp: "Looks like you didn't approve the Sign in on WhatsApp",
  checkMessages: 'Please, check your Messages!',
  /** The message the user sends from WhatsApp (prefilled in the wa.me link). */
  whatsappPrefill: 'Sign in to {name} with code {code}',
  /** The reply once the code matched. */
  whatsappSignedIn:
    "You're signing in to {name}. Go back to the page where you started.\n\nIf this was not you, reply NOT ME and the sign-in is cancelled.",
  whatsappUnknownCode:
    "We couldn't find a sign-in waiting for this code. It may have expired: go back to the site and start again.",
  whatsappLocked: 'Too many codes that did not match. Please try again in an hour.',
  whatsappRevoked: 'Done: that sign-in to {name} was cancelled.',
  whatsappNothingToRevoke: 'There is no recent sign-in from this number to cancel.',
  /** Business-initiated WhatsApp with the approve button (as the outbox and simulator show it). */
  whatsappCodeAndApprove:
    '{code} is your {name} sign-in code. It expires in {minutes} minutes.\n\nOr approve with one tap: {link}',
  /** SMS (the last line is the WebOTP format: `@host #code`). */
  smsCode: '{code} is your {name} sign-in code. It expires in {minutes} minutes.',
  smsLink: 'Sign in to {name}: {link}',
  smsCodeAndLink: '{code} is your {name} sign-in code, or sign in with this link: {link}',
  /** Support chat prefill. */
  supportPrefill: 'Hello {name}, I need help signing in.',
} as const;

/** Fills `{key}` placeholders. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
