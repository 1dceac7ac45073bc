/** The client credentials, the only time the secret is ever shown (storage keeps an HMAC). */
export function printSecret(out: (line: string) => void, clientId: string, clientSecret: string): void {
  out(`client_id:     ${clientId}`);
  out(`client_secret: ${clientSecret}`);
  out('Store the client secret now: it is shown only this once (rotate-secret issues a new one).');
}
