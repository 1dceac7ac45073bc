import { readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { type CityResponse, Reader } from 'mmdb-lib';
import type { GeoLocator } from './GeoLocator';

/**
 * A GeoLocator over a MaxMind-format database (GeoLite2/GeoIP2 City or Country, DB-IP and other
 * `.mmdb` files), read once at start. Names are taken in English; an address the database does
 * not know, or a private one, has no location.
 */
export function mmdbGeoLocator(path: string): GeoLocator {
  const reader = new Reader<CityResponse>(readFileSync(path));
  const ipv4Only = reader.metadata.ipVersion === 4;
  return {
    locate(ip) {
      const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
      if (!isIPv4(address) && (ipv4Only || !isIPv6(address))) return undefined;
      let found: CityResponse | null;
      try {
        found = reader.get(address);
      } catch {
        return undefined;
      }
      const city = found?.city?.names?.en;
      const country = found?.country?.names?.en;
      if (!country) return undefined;
      return city ? `${city}, ${country}` : country;
    },
  };
}
