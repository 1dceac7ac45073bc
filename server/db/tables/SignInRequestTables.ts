/** Migration 007_sign_in_requests: who asked for a sign-in, for the approval pages. */
export interface SignInRequestTables {
  /** docs/security.md "Cross-device approvals": the requester's device and place, the QR match. */
  sign_in_requests: {
    transaction_id: string;
    device: string;
    location: string | null;
    match_hash: string | null;
    /** Migration 018: the page of a registered origin the sign-in began on (server/signin/returnPage.ts). */
    return_page: string | null;
    created_at: number;
  };
}
