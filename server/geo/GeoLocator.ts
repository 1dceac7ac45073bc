/**
 * Coarse location of an IP address ("Pune, India"), for the approval pages to show where a
 * sign-in was asked from. Optional: without a database configured (`GEOIP_DB`) the host shows
 * no location at all rather than a guessed one.
 */
export interface GeoLocator {
  /** The city and country (or the country alone) the database places `ip` in; undefined when unknown. */
  locate(ip: string): string | undefined;
}
