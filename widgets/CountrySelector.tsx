import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Country } from '../contract/wire';
import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';
import countryListCss from './styles/countryList.css?inline';

/**
 * spec §2 country-code selector, hidden until a phone number is typed. The list comes from
 * `/v1/countryList` on first open (the API client caches it, spec §5).
 */
export default function CountrySelector({
  dialCode,
  onChange,
  loadCountries,
}: {
  dialCode: string;
  onChange: (dialCode: string) => void;
  loadCountries: () => Promise<Country[]>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [cursor, setCursor] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || countries) return;
    void loadCountries().then(setCountries);
  }, [open, countries, loadCountries]);
  useEffect(() => {
    if (!open || !countries) return;
    const selected = Math.max(
      0,
      countries.findIndex((c) => c.dialCode === dialCode),
    );
    setCursor(selected);
    list.current?.focus();
  }, [open, countries, dialCode]);
  useEffect(() => {
    list.current?.querySelector(`[data-index='${cursor}']`)?.scrollIntoView?.({ block: 'nearest' });
  }, [cursor]);

  const choose = (country: Country | undefined) => {
    if (country) onChange(country.dialCode);
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const count = countries?.length ?? 0;
    if (event.key === 'ArrowDown') setCursor((c) => Math.min(count - 1, c + 1));
    else if (event.key === 'ArrowUp') setCursor((c) => Math.max(0, c - 1));
    else if (event.key === 'Enter' || event.key === ' ') choose(countries?.[cursor]);
    else if (event.key === 'Escape') choose(undefined);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      {/* The list's styles travel with the selector's lazy chunk. */}
      <style>{countryListCss}</style>
      <button
        ref={button}
        type="button"
        className="country-button"
        part="country-button"
        aria-label={`${t('country.label')}: ${dialCode}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {dialCode}
        <Glyph name="chevronDown" size={16} />
      </button>
      {open && (
        <div
          ref={list}
          className="country-list"
          part="country-list"
          role="listbox"
          tabIndex={-1}
          aria-label={t('country.label')}
          aria-activedescendant={countries ? `sesame-country-${cursor}` : undefined}
          aria-busy={!countries || undefined}
          onKeyDown={onKeyDown}
        >
          {!countries && <div className="option-status">{t('country.loading')}</div>}
          {countries?.map((country, index) => (
            <div
              key={country.iso}
              className="option"
              id={`sesame-country-${index}`}
              data-index={index}
              role="option"
              tabIndex={-1}
              aria-selected={index === cursor}
              onClick={() => choose(country)}
              onKeyDown={onKeyDown}
            >
              <span>{country.name}</span>
              <span className="dial">{country.dialCode}</span>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
