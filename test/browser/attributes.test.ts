import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import manifest from '../../custom-elements.json';
import { attributeChecks } from './support/attributeChecks';
import { documentedAttributes } from './support/documentedAttributes';
import { before, describe, it } from './support/mocha';

/**
 * The rule: a browser test exercises each attribute custom-elements.json documents.
 * The list comes from the manifest, so an element or attribute added there without a check in
 * support/attributeChecks.ts fails here.
 */
describe('documented attributes', () => {
  before(async () => {
    await setViewport({ width: 1100, height: 800 });
  });

  const documented = documentedAttributes(manifest);

  it('the manifest documents elements and attributes', () => {
    expect(documented.length).to.be.greaterThan(0);
  });

  for (const { tag, attribute } of documented) {
    it(`<${tag} ${attribute}> has the effect documented`, async () => {
      const check = attributeChecks[tag]?.[attribute];
      if (!check) {
        throw new Error(
          `<${tag}> documents the attribute "${attribute}" but no browser test exercises it: ` +
            'add a check to test/browser/support/attributeChecks.ts',
        );
      }
      await check();
    });
  }

  it('has no checks left for attributes the manifest no longer documents', () => {
    const known = new Set(documented.map(({ tag, attribute }) => `${tag} ${attribute}`));
    const stale = Object.entries(attributeChecks).flatMap(([tag, checks]) =>
      Object.keys(checks)
        .map((attribute) => `${tag} ${attribute}`)
        .filter((key) => !known.has(key)),
    );
    expect(stale).to.deep.equal([]);
  });
});
