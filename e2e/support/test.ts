import { test as base } from '@playwright/test';

export * from '@playwright/test';

declare global {
  interface Window {
    /** Each toast shown since the page loaded, as « title message » text (see recordToasts). */
    __plateauToasts?: string[];
  }
}

/**
 * Runs in every page before the app: notes each toast (role="alert") as it appears. A toast lasts
 * 5 s; on a loaded machine it can come and go between two looks of the test, though the user saw it.
 */
function recordToasts() {
  const seen = (window.__plateauToasts = [] as string[]);
  const note = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    const alerts = node.matches('[role="alert"]') ? [node] : [...node.querySelectorAll('[role="alert"]')];
    for (const alert of alerts) seen.push(alert.textContent ?? '');
  };
  new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(note);
  }).observe(document, { childList: true, subtree: true });
}

/** Playwright's test, with every page of the test's context noting its toasts. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(recordToasts);
    await use(context);
  },
});
