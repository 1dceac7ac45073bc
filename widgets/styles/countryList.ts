/** The country list (spec §2); CountrySelector renders it, inside its lazy chunk. */
export const countryListCss = `
.country-list {
  position: absolute; z-index: 2; top: calc(100% + 6px); left: 0; right: 0; max-height: 220px; overflow: auto;
  margin: 0; padding: 6px; list-style: none; background: var(--_bg); border: 1px solid var(--_line);
  border-radius: 10px; box-shadow: var(--_shadow);
}
.country-list .option-status { padding: 8px 10px; color: var(--_muted); }
.country-list .option { display: flex; justify-content: space-between; gap: 12px; padding: 8px 10px; border-radius: 8px; cursor: pointer; }
.country-list .option[aria-selected='true'], .country-list .option:hover { background: var(--_hover); }
.country-list .dial { color: var(--_muted); font-variant-numeric: tabular-nums; }
`;
