import type { Result } from 'axe-core';
import type { Frame } from './frame';

/** The impacts that fail a test (issue: no serious or critical violation on any screen). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe-core inside the frame on one element, shadow DOM included, once its fades have ended. */
export async function seriousViolations(frame: Frame, element: Element): Promise<Result[]> {
  await settleAnimations(element);
  const results = await frame.window.axe.run(element, { resultTypes: ['violations'] });
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/** Fails with each rule, its impact and the offending markup when axe finds a serious violation. */
export async function expectAccessible(frame: Frame, element: Element, where: string): Promise<void> {
  const violations = await seriousViolations(frame, element);
  if (violations.length === 0) return;
  const lines = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary ?? ''}`),
  ]);
  throw new Error(`${where}: ${violations.length} serious accessibility violation(s)\n${lines.join('\n')}`);
}

/**
 * Waits for the element's finite animations and transitions (fades, slides): contrast is judged
 * on what stays on screen, not a frame of a fade. Endless ones (spinners) are left running.
 */
export async function settleAnimations(element: Element): Promise<void> {
  const scope = element.shadowRoot ?? element;
  const animations = scope.getAnimations?.() ?? element.getAnimations({ subtree: true });
  const finite = animations.filter((animation) => {
    const { iterations, endTime } = animation.effect?.getComputedTiming() ?? {};
    return iterations !== Number.POSITIVE_INFINITY && endTime !== Number.POSITIVE_INFINITY;
  });
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
