/** The elements of a shadow root carrying a CSS part (custom-elements.json `cssParts`). */
export function parts(host: Element, name: string): HTMLElement[] {
  return [...(host.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? [])];
}

/** The first element with the part, when one is rendered. */
export function part(host: Element, name: string): HTMLElement | undefined {
  return parts(host, name)[0];
}

/** On screen: laid out, not `visibility: hidden`, not fully transparent (ancestors included). */
export function isShown(element: Element | undefined): boolean {
  if (!element || element.getClientRects().length === 0) return false;
  const view = element.ownerDocument.defaultView!;
  if (view.getComputedStyle(element).visibility === 'hidden') return false;
  for (let node: Element | null = element; node; node = parentOf(node)) {
    if (Number(view.getComputedStyle(node).opacity) === 0) return false;
  }
  return true;
}

/** The parent element, stepping out of shadow roots to their host. */
function parentOf(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  // The frame's ShadowRoot is another realm's class: test for the property, not the class.
  const root = node.getRootNode() as Partial<ShadowRoot>;
  return root.host ?? null;
}

/** The texts of the leaf elements of a shadow root, trimmed: what a reader sees, piece by piece. */
export function leafTexts(host: Element): string[] {
  const nodes = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('*') ?? [])];
  return nodes
    .filter((node) => node.localName !== 'style' && node.localName !== 'script')
    .flatMap((node) =>
      [...node.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent?.trim() ?? '')
        .filter(Boolean),
    );
}
