/**
 * The English texts of the widget's first screens (entry, channel list, header, footer, toast,
 * announcement, collapsed floater): in the bundle a merchant's page loads first. The later
 * screens' texts are in enLater.ts, a chunk of their own (widgets/i18n/english.ts); `en` (en.ts)
 * is the two together. A text moves here when a module of the first screens uses it: the size
 * check (test/size/size.ts) fails when one of them names a text of enLater.
 */
export const enFirst = {
  'header.signInTo': 'Sign in to',
  'header.fallbackName': 'Sesame',
  'header.share': 'Share',
  'header.back': 'Back',
  'header.close': 'Close',
  'loading.label': 'Loading',
  'entry.title': "Let's Sign In",
  'entry.label': 'Enter phone or email',
  'entry.labelEmail': 'Enter your email',
  'entry.labelPhone': 'Enter your phone number',
  'entry.placeholder': 'you@example.com',
  'entry.continue': 'Continue',
  'entry.emailRequired': 'Please enter your email address.',
  'entry.emailInvalid': 'Please enter a valid email address.',
  'entry.phoneUnavailable':
    'Sign-in with a phone number is not enabled for this site. Please use your email.',
  'entry.or': 'or',
  'entry.anotherMethod': 'Use another method',
  'entry.fewerMethods': 'Show fewer methods',
  'entry.scanToSignIn': 'Scan to Sign in',
  'footer.agree': 'By signing in, you agree to {terms}',
  'footer.terms': 'Terms and policy',
  'footer.poweredBy': 'Powered by',
  'channel.continueWith': 'Continue with {name}',
  'collapsed.signIn': 'Sign in',
  'announcement.signIn': 'Sign in to {merchant} in one tap',
  'announcement.nextStep': 'One more step to finish signing in',
  'announcement.allVerified': 'Welcome back, {name}',
  'announcement.button': 'Sign in',
  'passkey.signIn': 'Sign in with a passkey',
  'timeout.title': 'Something went wrong!!',
  'error.loadFailed': "We're unable to load the page. Try your luck by reloading the page",
  'error.retry': 'Try again',
  'error.noEmailChannel': 'Email sign-in is not enabled for this site.',
  'error.signInEnded': 'This sign-in has ended. Please start again.',
  'error.generic': 'Something went wrong!!',
  'offline.notice': "You're offline. We'll carry on when the connection is back.",
  'code.waitSeconds': 'Too many requests. Try again in {seconds}s',
  'error.originNotAllowed': 'This website is not registered for this app yet, so sign-in is off here.',
  'error.truecallerUnavailable':
    "Truecaller didn't open on this phone. Sign in with your phone number instead.",
} as const;
