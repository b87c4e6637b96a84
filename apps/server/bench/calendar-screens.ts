import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { record } from './results.ts';

/** The bench's busy week: 30 trucks from Monday 4 March 2030 (winter time, days of 24 hours). */
export const TRUCKS = 30;
export const WEEK_START = Date.parse('2030-03-04T00:00:00+01:00');
export const WEEK_MS = 7 * 86_400_000;

/** The built web app the server serves (BENCH_WEB_DIR: another build, e.g. the one before a change). */
export const webDir = process.env.BENCH_WEB_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_THROTTLING = Number(process.env.BENCH_CPU_RATE) || 4;
const SCREEN_AIM_MS = 1500;

/**
 * The busy week on screen, in Chromium with the CPU slowed 4× (CDP): signed in beforehand, the
 * clock runs from the navigation to /calendar (week view) until every truck's row shows its
 * summaries; then the busiest day (day view) until its blocks are drawn (one render: the first
 * block means they are there). A new browser context per run (cold cache); the first run is not
 * counted.
 */
export async function benchCalendarScreens(serverUrl: string, busiestDay: string, login: string) {
  if (!existsSync(join(webDir, 'index.html')) || !existsSync(CHROMIUM)) {
    console.log('  week on screen: skipped (run `npm run build` first; Chromium at CHROMIUM_PATH)');
    return;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const monday = new Date(WEEK_START + 12 * 3_600_000).toISOString().slice(0, 10);
    await benchScreen(browser, serverUrl, login, {
      label: 'week on screen',
      path: `/calendar?view=week&date=${monday}`,
      api: '/api/calendar/summary',
      drawn: ([trucks]) =>
        new Set(
          [...document.querySelectorAll<HTMLElement>('[data-day-summary]')].map(
            (cell) => cell.dataset.daySummary!.split('|')[0],
          ),
        ).size >= trucks,
      count: '[data-day-summary]',
      unit: 'summaries',
    });
    // The dispatcher's usual way to the week: already on the calendar, « Semaine suivante ». The
    // app is running; what is measured is the week's answer and its drawing, not the app's start.
    const mondayBefore = new Date(WEEK_START - WEEK_MS + 12 * 3_600_000).toISOString().slice(0, 10);
    await benchScreen(browser, serverUrl, login, {
      label: 'next week on screen',
      from: { path: `/calendar?view=week&date=${mondayBefore}`, click: 'Semaine suivante' },
      path: `/calendar?view=week&date=${monday}`,
      api: '/api/calendar/summary',
      drawn: ([trucks, monday]) =>
        new Set(
          [...document.querySelectorAll<HTMLElement>('[data-day-summary]')]
            .map((cell) => cell.dataset.daySummary!.split('|'))
            .filter(([, day]) => day! >= monday)
            .map(([truck]) => truck),
        ).size >= trucks,
      count: '[data-day-summary]',
      unit: 'summaries',
    });
    await benchScreen(browser, serverUrl, login, {
      label: `busiest day (${busiestDay}) on screen`,
      path: `/calendar?view=day&date=${busiestDay}`,
      api: '/api/calendar',
      drawn: () => document.querySelector('[data-mission-id]') !== null,
      count: '[data-mission-id]',
      unit: 'blocks',
    });
  } finally {
    await browser.close();
  }
}

async function benchScreen(
  browser: Browser,
  serverUrl: string,
  login: string,
  screen: {
    label: string;
    /** The address opened (a page load), or reached from `from.path` by a click on the button `from.click`. */
    path: string;
    from?: { path: string; click: string };
    api: string;
    /** In the page: [the trucks, the first day (YYYY-MM-DD) of `path`'s period]. */
    drawn: (args: [trucks: number, firstDay: string]) => boolean;
    count: string;
    unit: string;
  },
) {
  const runs = Number(process.env.BENCH_BROWSER_RUNS) || 3;
  const times: { total: number; api: number; drawn: number }[] = [];
  for (let run = 0; run <= runs; run++) {
    const context = await browser.newContext({
      baseURL: serverUrl,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Identifiant').fill(login);
    await page.getByLabel('Mot de passe', { exact: true }).fill(login);
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.waitForLoadState('networkidle');
    const firstDay = new URL(screen.path, serverUrl).searchParams.get('date') ?? '';
    if (screen.from) {
      await page.goto(screen.from.path);
      await page.getByRole('button', { name: screen.from.click }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    let apiMs = NaN;
    const started = performance.now();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === screen.api && Number.isNaN(apiMs))
        apiMs = performance.now() - started;
    });
    // BENCH_BROWSER_PROFILE=dir: the page's JS CPU profile of each screen's last run, to see where the time goes.
    const profiling = Boolean(process.env.BENCH_BROWSER_PROFILE) && run === runs;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    if (screen.from) await page.getByRole('button', { name: screen.from.click }).click();
    else await page.goto(screen.path);
    await page
      .waitForFunction(screen.drawn, [TRUCKS, firstDay] as [number, string], {
        timeout: Number(process.env.BENCH_SCREEN_TIMEOUT) || 120_000,
        polling: 50,
      })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: join(tmpdir(), 'calendar-screen-timeout.png') });
        throw error;
      });
    const total = performance.now() - started;
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      const file = join(process.env.BENCH_BROWSER_PROFILE!, `${screen.label.split(' ')[0]}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
    }
    const drawn = await page.locator(screen.count).count();
    if (process.env.BENCH_BROWSER_VERBOSE)
      console.log(
        `  ${screen.label} run ${run}: ${total.toFixed(0)} ms, answer at ${apiMs.toFixed(0)} ms, ${drawn} ${screen.unit}`,
      );
    await context.close();
    if (run > 0) times.push({ total, api: apiMs, drawn });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const totals = times.map((t) => t.total);
  console.log(
    `  ${screen.label}, CPU ${CPU_THROTTLING}× slower: median ${median(totals).toFixed(0)} ms ` +
      `(${totals.map((t) => t.toFixed(0)).join(', ')}; aim ≤ ${SCREEN_AIM_MS} ms), ` +
      `${screen.api} answered at ${median(times.map((t) => t.api)).toFixed(0)} ms, ` +
      `${times[0]?.drawn ?? 0} ${screen.unit} drawn`,
  );
  record(
    `Calendar, ${screen.label}, CPU ${CPU_THROTTLING}× slower (median of ${totals.length})`,
    `${median(totals).toFixed(0)} ms (${times[0]?.drawn ?? 0} ${screen.unit})`,
    `≤ ${SCREEN_AIM_MS} ms`,
    median(totals) <= SCREEN_AIM_MS,
  );
}
