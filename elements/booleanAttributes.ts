/** r2wc keeps its props under this symbol and re-renders through the other (its public symbols). */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcElement = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER]: () => void };
// biome-ignore lint/suspicious/noExplicitAny: a mixin over r2wc's generated class.
type Constructor = new (...args: any[]) => HTMLElement;

/**
 * HTML boolean attributes: `<auth-floater collapsed>` means true, absent (or "false") false.
 * r2wc only parses non-empty values, so these attributes are read here instead.
 */
export function withBooleanAttributes<T extends Constructor>(Base: T, attributes: Record<string, string>) {
  return class extends Base {
    static get observedAttributes(): string[] {
      const base = (Base as unknown as { observedAttributes?: string[] }).observedAttributes ?? [];
      return [...new Set([...base, ...Object.keys(attributes)])];
    }

    connectedCallback(): void {
      this.#readBooleans();
      (Base.prototype as { connectedCallback?: () => void }).connectedCallback?.call(this);
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      if (name in attributes) {
        this.#readBooleans();
        (this as unknown as R2wcElement)[RENDER]();
        return;
      }
      (
        Base.prototype as { attributeChangedCallback?: (...a: unknown[]) => void }
      ).attributeChangedCallback?.call(this, name, previous, value);
    }

    #readBooleans(): void {
      const props = (this as unknown as R2wcElement)[PROPS];
      for (const [attribute, prop] of Object.entries(attributes)) {
        const value = this.getAttribute(attribute);
        props[prop] = value !== null && value.toLowerCase() !== 'false';
      }
    }
  };
}
