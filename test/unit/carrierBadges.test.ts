import { describe, expect, it } from 'vitest';
import { CARRIER_BADGES } from '../../contract/carriers';
import { contrastRatio } from '../support/contrastRatio';

describe('carrier badges (spec §2 one-tap picker)', () => {
  it.each(Object.entries(CARRIER_BADGES))('%s: the label reads at 4.5:1 or more on its badge', (_, badge) => {
    expect(badge.text).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(badge.text, badge.color)).toBeGreaterThanOrEqual(4.5);
  });
});
