import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.1 A and AA, and axe's best practices (heading order, landmarks, one h1, ...).
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Fails with every violation axe finds on the page as it is now, each with the elements at fault; `only`
 * limits the check to one part, such as an open list while the page behind it is hidden from assistive
 * technology (which axe would otherwise report as hidden content that can take focus).
 */
export async function expectAccessible(page: Page, screen: string, only?: string): Promise<void> {
  expect(await violationsAtRest(page, only), `accessibility of ${screen}`).toEqual([]);
}

/** Every violation axe finds once no finite animation runs, each with (up to three of) its elements. */
async function violationsAtRest(page: Page, only?: string): Promise<string[]> {
  // Judged at rest: a dialog fading in has, for a moment, the contrast of a half-transparent one. Endless
  // animations (skeletons, spinners) never finish and are left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page }).withTags(RULE_TAGS);
  const { violations } = await (only ? builder.include(only) : builder).analyze();
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
        .join(', ')}`,
  );
}

/** WCAG 1.4.10 (reflow): at 320 CSS pixels wide nothing may make the page scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `pixels ${screen} is wider than the screen`).toBeLessThanOrEqual(0);
}

/**
 * A table's scroll box is a tab stop exactly while it scrolls: reachable by keyboard when it must be
 * (WCAG 2.1.1), and no extra stop on the way when everything fits. Returns how many boxes scroll and how
 * many fit, so a journey can show it met both kinds.
 */
export async function expectScrollBoxesTabbableOnlyWhileScrolling(
  page: Page,
  screen: string,
): Promise<{ scrolling: number; fitting: number }> {
  // The box's ResizeObserver answers after layout; poll until every box agrees with its own size.
  let boxes: { scrolls: boolean; tabbable: boolean; label: string }[] = [];
  await expect
    .poll(
      async () => {
        boxes = await page.locator('[data-scroll-box]').evaluateAll((elements) =>
          elements.map((element) => ({
            scrolls: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
            tabbable: element.getAttribute('tabindex') === '0',
            label: element.getAttribute('aria-label') ?? '',
          })),
        );
        return boxes.filter((box) => box.scrolls !== box.tabbable).map((box) => box.label);
      },
      {
        message: `scroll boxes on ${screen} that are a tab stop while they fit, or not one while they scroll`,
      },
    )
    .toEqual([]);
  const scrolling = boxes.filter((box) => box.scrolls).length;
  return { scrolling, fitting: boxes.length - scrolling };
}
