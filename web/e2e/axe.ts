import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0/2.1/2.2 A and AA: the rules issue 13 holds every screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };

/** The serious and critical axe violations on the page as it is now (open menus and dialogs included). */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Experimental in axe, but it is the WCAG 2.5.3 (label in name) check the issue asks for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: `${violation.help} (${violation.helpUrl})`,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}  ${node.html.slice(0, 240)}`),
    }));
}
