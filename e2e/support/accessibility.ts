import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A screen's state as axe's rules see it, without the data on it: the route (ids as `:id`), the window's width,
 * and what kinds of things the page shows: every element's tag, role and classes (Mantine's component parts and
 * variants, the app's own), its ARIA states and short data-* settings, and the inline colours and sizes it sets,
 * gathered as a set. Two journeys that reach the same screen showing the same kinds of things (a table of
 * leads, however many rows and whoever they are from) get the same state; a dialog, an error, an empty state,
 * a toast, an open menu or picker, an edit form or a phone's layout make another one.
 */
async function screenState(page: Page): Promise<{ key: string; label: string }> {
  const seen = await page.evaluate(() => {
    const lengths = /-?\d*\.?\d+(px|%|rem|em|vh|vw|ms|s|deg|fr)\b/g;
    // React's generated ids (`_r_1f_`, and Mantine's responsive-style classes made from them) vary by render.
    const generated = /_r_[0-9a-z]+_/g;
    // The values of ARIA states and properties that are words, not data (aria-expanded=true, aria-sort=ascending).
    const ariaStates = new Set([
      ...['true', 'false', 'mixed', 'page', 'step', 'location', 'date', 'time', 'polite', 'assertive', 'off'],
      ...['dialog', 'listbox', 'menu', 'grid', 'tree', 'ascending', 'descending', 'none', 'other'],
      ...['both', 'inline', 'list', 'horizontal', 'vertical'],
    ]);
    const named = ['a[href]', 'button', 'input:not([type=hidden])', 'select', 'textarea', 'img']
      .concat(
        ['button', 'link', 'img', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'option'].map(
          (role) => `[role=${role}]`,
        ),
      )
      .join(', ');
    const presence = new Set([
      'id',
      'for',
      'href',
      'alt',
      'title',
      'disabled',
      'readonly',
      'required',
      'scope',
      'lang',
    ]);
    const kinds = new Set<string>();
    const walk = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      kinds.add(tag);
      for (const name of element.classList) kinds.add(`${tag}.${name.replace(generated, '_r_')}`);
      for (const { name, value } of element.attributes) {
        if (name === 'role') kinds.add(`${tag}[role=${value}]`);
        else if (name.startsWith('aria-') && ariaStates.has(value)) kinds.add(`${tag}[${name}=${value}]`);
        else if (name === 'tabindex' || name === 'type') kinds.add(`${tag}[${name}=${value}]`);
        // Ids, labels, addresses and the like are data: only whether they are there (and empty) counts.
        else if (name.startsWith('aria-') || presence.has(name)) kinds.add(`${tag}[${name}${value ? '' : '='}]`);
        else if (name.startsWith('data-') && !/id$|-key$/.test(name) && !/\d/.test(value) && value.length <= 24)
          kinds.add(`${tag}[${name}=${value}]`);
        else if (name === 'style')
          for (const declaration of value.split(';'))
            if (declaration.trim()) kinds.add(`${tag}{${declaration.trim().replace(lengths, 'N')}}`);
      }
      // A control or picture with nothing to name it by is a kind of its own (axe's name rules).
      if (
        element.matches(named) &&
        !element.textContent?.trim() &&
        !['aria-label', 'aria-labelledby', 'title', 'alt'].some((name) => element.getAttribute(name)?.trim()) &&
        !(element as HTMLInputElement).labels?.length
      )
        kinds.add(`unnamed ${tag}.${[...element.classList].join('.')}`);
      // A picture (a chart's shapes) counts as one element.
      if (element instanceof SVGElement) return;
      for (const child of element.children)
        if (!['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE'].includes(child.tagName)) walk(child);
    };
    walk(document.body);
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(
      (dialog) =>
        dialog.getAttribute('aria-label') ??
        document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
        'dialog',
    );
    return {
      kinds: [...kinds].sort().join('\n'),
      route: location.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id'),
      width: window.innerWidth,
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      dialogs,
    };
  });
  const key = createHash('sha256').update(`${seen.route} ${seen.width}\n${seen.kinds}`).digest('hex').slice(0, 32);
  const label = [
    `${seen.route} at ${seen.width} px`,
    seen.heading && `"${seen.heading.replace(/\s+/g, ' ').slice(0, 60)}"`,
    ...seen.dialogs.map((name) => `dialog "${name.trim().slice(0, 40)}"`),
  ]
    .filter(Boolean)
    .join(', ');
  return { key, label };
}

/** Where the run keeps the states axe found clean (global-setup.ts): shared by the workers, so each is checked once. */
const checkedDir = () => process.env.E2E_AXE_DIR;

/** Claims a state for this worker's check; false when a journey (of either worker) checked it already. */
function claim(key: string, label: string): boolean {
  const dir = checkedDir();
  if (!dir) return true;
  try {
    fs.writeFileSync(path.join(dir, key), label, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function record(outcome: 'checked' | 'repeat', label: string) {
  const dir = checkedDir();
  if (dir) fs.appendFileSync(path.join(dir, 'log'), `${outcome}\t${label}\n`);
}

type Violation = { id: string; help: string; targets: string[] };

/**
 * Axe's WCAG 2.2 AA violations on the page as it is. Most pages are checked by axe itself, put into the page once
 * and asked for violations only: half the time of AxeBuilder, which puts axe into every frame again for each
 * check and brings back every rule's passes too (measured 0.4–1.8 s against 1.0–3.4 s a page). A page with a
 * frame from another origin (the payment provider's card fields) needs AxeBuilder's frame-by-frame run.
 */
async function findViolations(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const foreignFrame = page
    .frames()
    .some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
  let found: Violation[];
  if (foreignFrame) {
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    found = results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    found = await page.evaluate(async (tags) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, help, nodes }) => ({
        id,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      }));
    }, WCAG_22_AA);
  }
  return found.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
}

/**
 * Fails when axe finds a WCAG 2.2 AA violation on the page as it settles. It waits for running transitions
 * first: a toast fading in is half transparent, and axe would measure the contrast of that moment.
 * Each screen in each state is checked once a run (see `screenState`): a journey that reaches a state another
 * journey's check already found clean goes on without axe.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
  const { key, label } = await screenState(page);
  if (!claim(key, label)) {
    record('repeat', label);
    return;
  }
  const started = Date.now();
  const violations = await findViolations(page);
  // A state with violations is not clean: the next journey to reach it checks it (and fails) too.
  if (violations.length > 0) fs.rmSync(path.join(checkedDir() ?? '', key), { force: true });
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
  record('checked', `${label}\t${Date.now() - started} ms`);
}
