/** spec §3: the platforms a call reports. */
export type Platform = 'Desktop' | 'Android' | 'iOS';

/** The platform of a user agent; iPadOS reports itself as a Mac but has touch points. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'iOS';
  return 'Desktop';
}
