/** A short, stable hash (32-bit FNV-1a, hex) of a string: the canvas drawing's data URL. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** spec §3 device info "canvas hash": text and shapes drawn on a small canvas, hashed. */
export function canvasHash(doc: Document): string {
  const canvas = doc.createElement('canvas');
  canvas.width = 200;
  canvas.height = 40;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.textBaseline = 'top';
  context.font = '14px Arial';
  context.fillStyle = '#f60';
  context.fillRect(100, 1, 62, 20);
  context.fillStyle = '#069';
  context.fillText('Sesame, sign in 😃', 2, 15);
  return fnv1a(canvas.toDataURL());
}
