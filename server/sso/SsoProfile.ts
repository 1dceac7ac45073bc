/**
 * What a provider says about the person, mapped to one shape. `issuer` and `subject` identify
 * the account (docs/security.md "OAuth / OIDC"); the email is only trusted when `emailVerified`.
 */
export interface SsoProfile {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}
