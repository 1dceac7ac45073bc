/**
 * The English catalogue: every text the widget shows, by message id (spec §2 visible texts,
 * spec §8 user-facing texts). Other languages (id, pt) copy these ids.
 */
export const en = {
  'header.signInTo': 'Sign in to',
  'header.fallbackName': 'Sesame',
  'loading.label': 'Loading',
  'entry.label': 'Enter phone or email',
  'entry.placeholder': 'you@example.com',
  'entry.continue': 'Continue',
  'entry.emailRequired': 'Please enter your email address.',
  'entry.emailInvalid': 'Please enter a valid email address.',
  'entry.phoneUnavailable': 'Sign-in with a phone number is not available yet. Please use your email.',
  'code.title': 'Email Verification',
  'code.sentCode': 'We sent a code to {destination}',
  'code.sentLink': 'We sent a sign-in link to {destination}',
  'code.inputLabel': 'Verification code',
  'code.change': 'Change',
  'code.resendOtp': 'Resend OTP',
  'code.resendOtpIn': 'Resend OTP in {seconds}s',
  'code.resendLink': 'Resend Link',
  'code.checkEmail': 'Please, check your email!',
  'code.verifying': 'Verifying',
  'success.title': 'Sign in Successful',
  'footer.agree': 'By signing in, you agree to {terms}',
  'footer.terms': 'Terms and policy',
  'error.loadFailed': "We're unable to load the page. Try your luck by reloading the page",
  'error.retry': 'Try again',
  'error.noEmailChannel': 'Email sign-in is not enabled for this site.',
  'error.signInEnded': 'This sign-in has ended. Please start again.',
  'error.generic': 'Something went wrong!!',
} as const;

export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;
