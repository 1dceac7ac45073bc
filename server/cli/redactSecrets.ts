/** Keys whose values are credentials: shown as "[set]" so a pasted `show` output leaks nothing. */
const SECRET_KEY = /secret|token|password|private/i;

/** A deep copy of `value` with every credential-looking field replaced by "[set]". */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) && inner !== undefined && inner !== '' ? '[set]' : redactSecrets(inner),
    ]),
  );
}
