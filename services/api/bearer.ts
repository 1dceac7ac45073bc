/** The signed-in user's credential (an ID or session token), for the calls that act on their account. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
