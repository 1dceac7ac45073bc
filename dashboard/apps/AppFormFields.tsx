import { AppLookFields } from './AppLookFields';
import { FLAGS, type FlagKey, MANDATORY, TEXT_FIELDS } from './appFieldList';
import { Field } from './Field';
import type { AppForm } from './formState';

type Setter = <K extends keyof AppForm>(key: K, value: AppForm[K]) => void;

/** Every field of the app form (spec §3 merchant details, UI config, channel configuration). */
export function AppFormFields(props: {
  form: AppForm;
  set: Setter;
  errors: Record<string, string>;
  creating: boolean;
}) {
  const { form, set, errors } = props;
  return (
    <>
      {props.creating && (
        <Field
          id="app-id"
          label="App id"
          hint="Letters, digits, - and _; also the client id."
          error={errors.id}
        >
          {(d) => (
            <input
              id="app-id"
              value={form.id}
              aria-describedby={d}
              onChange={(e) => set('id', e.target.value)}
              required
            />
          )}
        </Field>
      )}
      {TEXT_FIELDS.map(({ key, label, hint, multiline, maxLength }) => (
        <Field key={key} id={`app-${key}`} label={label} hint={hint} error={errors[key]}>
          {(d) =>
            multiline ? (
              <textarea
                id={`app-${key}`}
                rows={2}
                value={form[key]}
                aria-describedby={d}
                onChange={(e) => set(key, e.target.value)}
              />
            ) : (
              <input
                id={`app-${key}`}
                value={form[key]}
                maxLength={maxLength}
                aria-describedby={d}
                onChange={(e) => set(key, e.target.value)}
              />
            )
          }
        </Field>
      ))}
      <AppLookFields form={form} set={set} errors={errors} />
      <Checks legend="Switches" flags={FLAGS} form={form} set={set} />
      <Checks
        legend="Mandatory identifiers"
        flags={MANDATORY}
        form={form}
        set={set}
        error={errors.mandatory}
      />
    </>
  );
}

function Checks(props: {
  legend: string;
  flags: { key: FlagKey; label: string }[];
  form: AppForm;
  set: Setter;
  error?: string | undefined;
}) {
  return (
    <fieldset className="flags">
      <legend>{props.legend}</legend>
      {props.flags.map(({ key, label }) => (
        <label key={key} className="check">
          <input
            type="checkbox"
            checked={props.form[key]}
            onChange={(e) => props.set(key, e.target.checked)}
          />{' '}
          {label}
        </label>
      ))}
      {props.error && <p className="field-error">{props.error}</p>}
    </fieldset>
  );
}
