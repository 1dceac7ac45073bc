export type SignInSteps = typeof import('./signInSteps');

let loading: Promise<SignInSteps> | null = null;

/**
 * The sign-in's later steps (state/flows/signInSteps): fetched once the first screen is up
 * (state/flows/SignInController), else by the first status to follow or code to finish. A failed
 * fetch is tried again at the next use.
 */
export function loadSignInSteps(): Promise<SignInSteps> {
  loading ??= import('./signInSteps').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
