import type { ReactNode } from 'react';

/** A labelled control with its hint and the host's error for it, tied together for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const ids = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children(ids.length ? ids.join(' ') : undefined)}
      {props.hint && (
        <p className="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}
