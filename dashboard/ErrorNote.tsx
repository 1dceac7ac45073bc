/** A failure the page reports (a load or a save that did not go through); nothing when there is none. */
export function ErrorNote({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {error}
    </p>
  );
}
