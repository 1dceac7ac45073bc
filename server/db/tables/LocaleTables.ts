/** Migration 012_locale: the language a sign-in was asked in (null: English, from before). */
export interface LocaleTables {
  transactions: { locale: string | null };
}
