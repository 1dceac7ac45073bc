import { Field } from './Field';

/** A hex colour typed or picked; `fallback` is what the picker shows while the field is empty. */
export function ColorField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  fallback: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(d) => (
        <span className="color">
          <input
            id={props.id}
            value={props.value}
            aria-describedby={d}
            onChange={(e) => props.onChange(e.target.value)}
          />
          <input
            type="color"
            aria-label={`Pick the ${props.label.toLowerCase()}`}
            value={/^#[0-9a-f]{6}$/i.test(props.value) ? props.value : props.fallback}
            onChange={(e) => props.onChange(e.target.value)}
          />
        </span>
      )}
    </Field>
  );
}
