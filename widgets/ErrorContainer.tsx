/** spec §2 timeout / error container: an image, a header, a title and an action button. */
export function ErrorContainer({
  header,
  title,
  action,
  onAction,
}: {
  header: string;
  title: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="error-box" part="error">
      <svg className="art" viewBox="0 0 88 88" aria-hidden="true">
        <circle cx="44" cy="44" r="40" fill="color-mix(in srgb, var(--_error) 14%, var(--_bg))" />
        <path
          d="M28 30h32a4 4 0 0 1 4 4v22a4 4 0 0 1-4 4H28a4 4 0 0 1-4-4V34a4 4 0 0 1 4-4Z"
          fill="none"
          stroke="var(--_error)"
          strokeWidth="3"
        />
        <path d="M24 38h40" stroke="var(--_error)" strokeWidth="3" />
        <path d="M38 46l12 8M50 46l-12 8" stroke="var(--_error)" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h3>{header}</h3>
      <p>{title}</p>
      <button className="button" part="button" type="button" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
