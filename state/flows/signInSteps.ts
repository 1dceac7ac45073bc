/**
 * What follows a sent code or a clicked channel, as one lazy chunk (state/flows/loadSignInSteps):
 * the email path's calls, following the sign-in's status, and finishing it once the host answers
 * with a code.
 */
export { signInCalls } from './signInCalls';
