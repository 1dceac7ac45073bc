/**
 * Migration 009_sealed_keys: signing keys sealed at rest and published before they sign, and
 * WhatsApp message claims released until processed.
 */
export interface SealedKeyTables {
  signing_keys: {
    /** Signs from this time on (published before it); null: from `created_at` (docs/security.md "Signing keys"). */
    not_before: number | null;
  };
  inbound_messages: { done_at: number | null };
}
