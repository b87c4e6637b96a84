import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, requestToken, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records the page's CSP violations (the event and the console both report them). */
async function watchCsp(page: Page) {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (
      /Content[ -]Security[ -]Policy|Refused to (load|execute|apply|evaluate|connect|create)/i.test(
        message.text(),
      )
    ) {
      consoleViolations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...consoleViolations, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

test('the app works under its Content-Security-Policy: login, list, detail and map', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain('https://tile.openstreetmap.org');
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await page.goto('/folders');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await violations()).toEqual([]);

  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const [folder] = await api.list();
  if (!folder) throw new Error('the demo data has no folder');
  await page.goto(`/folders/${folder.id}`);
  await expect(page.getByRole('tab', { name: 'Dossier' })).toBeVisible();
  await page.getByRole('button', { name: 'Carte' }).first().click();
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
  await expect(page.locator('.leaflet-tile').first()).toBeAttached();
  expect(await violations()).toEqual([]);
});

test('API answers are not stored, source maps are not served', async ({ request }) => {
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const account = await request.get('/api/account', { headers: { Authorization: `Bearer ${access_token}` } });
  expect(account.status()).toBe(200);
  expect(account.headers()['cache-control']).toBe('no-store');
  expect(account.headers()['x-frame-options']).toBe('DENY');

  const page = await request.get('/login');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  if (!script) throw new Error('no script in index.html');
  const bundle = await request.get(script);
  expect(bundle.status()).toBe(200);
  expect(await bundle.text()).not.toContain('sourceMappingURL');
  const map = await request.get(`${script}.map`);
  expect(map.status()).toBe(404);
  expect(await map.json()).toMatchObject({ error: 'not_found' });
});
