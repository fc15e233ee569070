import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { transitionsDone } from './settle';

// Evaluated, not added as a script tag: the studio's Content-Security-Policy allows no inline script.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical wcag2a + wcag2aa violations of the page as it is, one line each, once what fades in has arrived. */
export async function violations(page: Page, screen: string): Promise<string[]> {
  await transitionsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.nodes.length}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
  const shown = await theme(page);
  return found.map((line) => `${screen} ${shown}: ${line}`);
}

export const theme = (page: Page) => page.evaluate(() => (document.body.classList.contains('bp6-dark') ? 'dark' : 'light'));
