/** A loading indicator; with a label it is announced, without one it only decorates. */
export function Spinner({ label, size = 'large' }: { label?: string; size?: 'large' | 'small' }) {
  const ring = <span className="spinner" data-size={size} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
