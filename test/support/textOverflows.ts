/**
 * Runs in the browser (page.evaluate): every text-bearing element under `root`, in the document
 * and in the shadow roots inside it, that overflows its box, is clipped by an ancestor hiding its
 * overflow, or reaches outside `root`. The same rule as the review tiles' check
 * (test/e2e/reviewOverflow.test.ts), for a whole page.
 */
export function textOverflows(root: Element, selector: string): string[] {
  const problems: string[] = [];
  const frame = root.getBoundingClientRect();
  const roots: ParentNode[] = [
    root,
    ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : [])),
  ];
  const describe = (el: Element) =>
    `${el.localName}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  for (const scope of roots) {
    for (const el of scope.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (!(el.textContent ?? '').trim()) continue;
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${describe(el)}: ${el.scrollWidth}px of text in ${el.clientWidth}px`);
      for (let up = el.parentElement; up; up = up.parentElement) {
        const clip = getComputedStyle(up);
        if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
        const outer = up.getBoundingClientRect();
        const scrolls = clip.overflowY === 'auto' || clip.overflowY === 'scroll';
        const outside =
          box.left < outer.left - 1 ||
          box.right > outer.right + 1 ||
          (!scrolls && (box.top < outer.top - 1 || box.bottom > outer.bottom + 1));
        if (outside) problems.push(`${describe(el)}: clipped by ${describe(up).split(' "')[0]}`);
        if (outside || scrolls) break;
      }
      if (box.left < frame.left - 1 || box.right > frame.right + 1)
        problems.push(`${describe(el)}: wider than the page`);
    }
  }
  return problems;
}
