/**
 * What follows a sent code or a clicked channel, as one lazy chunk (state/flows/loadSignInSteps):
 * following the sign-in's status, and finishing it once the host answers with a code.
 */
export { buttonStatus } from './buttonStatus';
export { codeStepStatus } from './codeStepStatus';
export { finishSignIn } from './finishSignIn';
export { watchSignIn } from './watchSignIn';
