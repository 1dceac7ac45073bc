/**
 * spec §8: the fallback message when a non-OK response carries none. Its own module so the
 * widget bundle carries this one text, not the host's whole error table (errors.ts).
 */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. please try again!';
