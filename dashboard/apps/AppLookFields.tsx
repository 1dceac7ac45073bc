import { Field } from './Field';
import type { AppForm } from './formState';

type Setter = <K extends keyof AppForm>(key: K, value: AppForm[K]) => void;

/** The app editor's look: primary colour (typed or picked), theme and layout. */
export function AppLookFields({
  form,
  set,
  error,
}: {
  form: AppForm;
  set: Setter;
  error: string | undefined;
}) {
  return (
    <>
      <Field
        id="app-primaryColor"
        label="Primary colour"
        hint="#rgb or #rrggbb; empty for the default."
        error={error}
      >
        {(d) => (
          <span className="color">
            <input
              id="app-primaryColor"
              value={form.primaryColor}
              aria-describedby={d}
              onChange={(e) => set('primaryColor', e.target.value)}
            />
            <input
              type="color"
              aria-label="Pick the primary colour"
              value={/^#[0-9a-f]{6}$/i.test(form.primaryColor) ? form.primaryColor : '#25d366'}
              onChange={(e) => set('primaryColor', e.target.value)}
            />
          </span>
        )}
      </Field>
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
  onChange: (value: V) => void;
}) {
  const id = `app-${props.name}`;
  return (
    <Field id={id} label={props.label}>
      {() => (
        <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
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
