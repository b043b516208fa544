import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical violations on the page as shown (or inside `scope`, a CSS
 * selector), short enough to read in a failure.
 *
 * Legacy mode runs axe in the page alone. The default mode finishes its run in a second blank
 * page of the same browser context, and opening and closing that page can take the keyboard
 * focus from the page under test: a keyboard test that checks axe mid-flow then found its next
 * arrow key landing nowhere (CI, 1 run in 8). The shop has no cross-origin frames to reach,
 * which is all the default mode adds.
 */
export async function seriousViolations(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({
        target: n.target.join(' '),
        html: n.html.slice(0, 160),
        why: (n.any[0] ?? n.all[0] ?? n.none[0])?.message,
      })),
    }));
}
