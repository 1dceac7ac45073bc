/** Migration 013_user_locale adds the language of a user's last completed sign-in (null: none yet). */
export interface UserLocaleColumns {
  locale: string | null;
}
