import { LOCALES } from '../../contract/i18n/locales';
import { ColorField } from './ColorField';
import { Field } from './Field';
import type { AppForm } from './formState';

type Setter = <K extends keyof AppForm>(key: K, value: AppForm[K]) => void;

const languageName = new Intl.DisplayNames(['en'], { type: 'language' });
const LANGUAGES: Record<string, string> = {
  '': 'Visitor’s browser',
  ...Object.fromEntries(LOCALES.map((code) => [code, `${languageName.of(code)} (${code})`])),
};

/** The app editor's look: colours (typed or picked), theme, layout and language. */
export function AppLookFields({
  form,
  set,
  errors,
}: {
  form: AppForm;
  set: Setter;
  errors: Record<string, string>;
}) {
  return (
    <>
      <ColorField
        id="app-primaryColor"
        label="Primary colour"
        hint="#rgb or #rrggbb; empty for the default."
        value={form.primaryColor}
        fallback="#25d366"
        error={errors.primaryColor}
        onChange={(v) => set('primaryColor', v)}
      />
      <div className="row">
        <ColorField
          id="app-headingColor"
          label="Heading text colour"
          hint="Empty for the theme’s."
          value={form.headingColor}
          fallback="#111827"
          error={errors.headingColor}
          onChange={(v) => set('headingColor', v)}
        />
        <ColorField
          id="app-bodyColor"
          label="Body text colour"
          hint="Empty for the theme’s."
          value={form.bodyColor}
          fallback="#374151"
          error={errors.bodyColor}
          onChange={(v) => set('bodyColor', v)}
        />
      </div>
      <div className="row">
        <Choice
          name="theme"
          label="Theme"
          value={form.theme}
          options={{ light: 'Light', dark: 'Dark' }}
          onChange={(v) => set('theme', v)}
        />
        <Choice
          name="layout"
          label="Layout"
          value={form.layout}
          options={{ left: 'Left', right: 'Right', center: 'Center' }}
          onChange={(v) => set('layout', v)}
        />
        <Choice
          name="locale"
          label="Language"
          value={form.locale}
          options={LANGUAGES}
          error={errors.locale}
          onChange={(v) => set('locale', v)}
        />
      </div>
    </>
  );
}

/** A labelled select over a fixed set of values, each with its label. */
function Choice<V extends string>(props: {
  name: string;
  label: string;
  value: V;
  options: Record<V, string>;
  error?: string | undefined;
  onChange: (value: V) => void;
}) {
  const id = `app-${props.name}`;
  return (
    <Field id={id} label={props.label} error={props.error}>
      {(d) => (
        <select
          id={id}
          value={props.value}
          aria-describedby={d}
          onChange={(e) => props.onChange(e.target.value as V)}
        >
          {(Object.entries(props.options) as [V, string][]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
