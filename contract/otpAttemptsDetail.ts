/**
 * `otp_incorrect`'s `details` key: how many more codes may be typed for this code ("0" after the
 * last). Its own module so the widget reads it without the host's error texts (errors.ts).
 */
export const OTP_ATTEMPTS_LEFT_DETAIL = 'attemptsLeft';
