import { loadOnce } from './loadOnce';

export type SignInSteps = typeof import('./signInSteps');

let loaded: SignInSteps | null = null;

/**
 * The sign-in's later steps (state/flows/signInSteps): fetched once the first screen is up
 * (state/flows/SignInController), else by the first click, code or status that needs them. A
 * failed fetch is tried again at the next use.
 */
export const loadSignInSteps: () => Promise<SignInSteps> = loadOnce(() =>
  import('./signInSteps').then((steps) => {
    loaded = steps;
    return steps;
  }),
);

/** The steps once they have arrived: a click then starts its call at once, as eager code would. */
export function loadedSignInSteps(): SignInSteps | null {
  return loaded;
}
