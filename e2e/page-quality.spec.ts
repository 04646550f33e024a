import { devices, expect, test, type Page } from '@playwright/test';
import { headDownTheHomePage } from './support/pages';

// The performance targets' page-quality rules that a browser can check on every run; `npm run lighthouse` reports
// the scores. A phone, as Lighthouse's mobile settings emulate (the browser stays the desktop one).
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
const phone = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };

/** The layout shift the page has had so far (the sum of the Layout Instability API's entries). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, before the next frame.
        requestAnimationFrame(() => setTimeout(() => resolve(total)));
      }),
  );
}

test.describe('on a phone', () => {
  test.use(phone);

  test('a visitor sees no console errors on the home, all-product and category pages', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await expect(page.getByRole('link', { name: /Split AC/ })).toBeVisible();
    // Firebase Auth has answered for the anonymous visitor once Login shows.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    for (const path of ['/allproduct', '/products/split-ac']) {
      await page.goto(path);
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("ICU's locale list is made on a worker's thread, which the page's CSP admits", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // web/lib/warm-intl.ts: the page's first price would otherwise wait ~100 ms on a slow phone.
    const worker = page.waitForEvent('worker');
    await page.goto('/allproduct');
    expect((await worker).url()).toMatch(/^blob:/);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a listing's page, its forms' schemas built, breaks no rule of its Content-Security-Policy", async ({
    page,
    request,
  }) => {
    // zod probes for eval as its first object schema is built, unless told not to (web/lib/zod-jitless.ts);
    // the browser reports that as a violation even though zod catches it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
      );
    });
    const [newest] = (await (await request.get('/api/allproduct?limit=1')).json()) as { _id: string }[];
    await page.goto(`/listing/${newest!._id}`);
    // The advice's chunk builds its forms' zod schemas (room size, running cost) as it loads.
    await expect(page.getByRole('region', { name: 'Is the price fair?' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test("every icon is drawn from a symbol in the page's own HTML, never a file or a missing symbol", async ({
    page,
  }) => {
    const svgFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.svg') && pathname !== '/favicon.svg') svgFiles.push(pathname);
    });
    /** Each icon on the page: the symbol it draws, whether the page has that symbol, and its size. */
    const drawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('svg.icon')].map((svg) => {
          const id = svg.querySelector('use')?.getAttribute('href')?.replace(/^#/, '') ?? '';
          const { width, height } = svg.getBoundingClientRect();
          return { id, inPage: !!document.getElementById(id)?.querySelector('path'), width, height };
        }),
      );

    await page.goto('/');
    await headDownTheHomePage(page);
    await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
    const home = await drawn();
    // The navbar's, the services' and the claims' icons at least.
    expect(home.length).toBeGreaterThanOrEqual(11);
    for (const icon of home) expect(icon, icon.id).toMatchObject({ inPage: true });

    await page.goto('/allproduct');
    await page.getByRole('list', { name: 'Products' }).getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Show phone number' })).toBeVisible();
    const listing = await drawn();
    for (const icon of listing) expect(icon, icon.id).toMatchObject({ inPage: true });
    // A shown icon is the 1.2em square of its text (the phone button's: 16px text).
    const phone = listing.find((icon) => icon.id === 'i-phone');
    expect(phone?.width).toBeCloseTo(19.2, 1);
    expect(phone?.height).toBeCloseTo(19.2, 1);
    expect(svgFiles).toEqual([]);
  });

  test('nothing on screen moves while the catalogue loads', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Split AC/ }).locator('img')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    for (const path of ['/allproduct', '/products/split-ac']) {
      await page.goto(path);
      const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
      // Past the first row: the cards React draws in the background are in too.
      await expect(cards.nth(3)).toBeAttached();
      expect(await layoutShift(page), path).toBeLessThanOrEqual(0.02);
    }
  });
});

test('the first screen is in the HTML: the navbar on every page, the hero at / only', async ({ page }) => {
  // Without the SPA's JavaScript, what shows is what index.html paints before it arrives.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Thanda' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stay cool for less', level: 1 })).toBeVisible();

  await page.goto('/allproduct');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Thanda' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stay cool for less' })).toHaveCount(0);
});

test.describe("the SPA's code waits for the first screen's picture (decision 041)", () => {
  test.use(phone);
  const HERO = /\/assets\/hero-1-\d+-[\w-]+\.webp$/;

  /** Holds the hero's picture back until `release` is called; the SPA's entry chunk, as the page names it. */
  async function holdHero(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(HERO, async (route) => {
      await held;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const entry = JSON.parse((await page.locator('#spa-entry').textContent()) ?? '') as string;
    const entryRequest = () => page.waitForRequest((request) => new URL(request.url()).pathname === entry);
    return { release, asked, entry, entryRequest };
  }

  /** The SPA has drawn over the HTML's first screen, and its menu shows Login once Firebase Auth has answered. */
  async function expectSpaRunning(page: Page) {
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  }

  test('it is asked for once the picture has arrived, not with the HTML', async ({ page }) => {
    const { release, asked, entry, entryRequest } = await holdHero(page);
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The HTML is parsed and the picture not yet in: the code has not been asked for.
    expect(asked).not.toContain(entry);
    const code = entryRequest();
    release();
    await code;
    await expectSpaRunning(page);
  });

  test('a picture that does not arrive does not hold the code back (3 s fallback)', async ({ page }) => {
    const { release, entryRequest } = await holdHero(page);
    try {
      await entryRequest();
      await expectSpaRunning(page);
    } finally {
      release();
    }
  });
});

test("only / preloads the hero's first picture, in every width it offers", async ({ request }) => {
  const home = await request.get('/');
  const link = home.headers()['link'] ?? '';
  expect(link).toMatch(/rel=preload; as=image/);
  expect(link.match(/hero-1-\d+-[\w-]+\.webp \d+w/g)).toHaveLength(4);
  // /allproduct preloads its own first card's picture in its HTML, and sends no Link header at all.
  expect((await request.get('/allproduct')).headers()['link'] ?? '').not.toMatch(/as=image/);
});

/** The API calls for `path` the page sends over the network, with their bookmark header. */
function apiCalls(page: Page, path: string) {
  const calls: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.headers()['x-d1-bookmark']);
  });
  return calls;
}

for (const [screen, api] of [
  ['/allproduct', '/api/allproduct'],
  ['/products/split-ac', '/api/products/split-ac'],
] as const) {
  test(`${screen} takes its first products from its HTML, asking for them not at all`, async ({ page }) => {
    const calls = apiCalls(page, api);
    await page.goto(screen);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    // The Worker wrote the API's answer into the page, and left out the Link header's preload of it.
    expect(calls).toEqual([]);
  });

  test(`${screen}: a tab that has written reads its own writes, not the anonymous preload`, async ({
    page,
    request,
  }) => {
    const bookmark = (await request.get('/api/categories')).headers()['x-d1-bookmark'];
    expect(bookmark).toBeTruthy();
    await page.addInitScript((held) => sessionStorage.setItem('d1Bookmark', held), bookmark!);
    const calls = apiCalls(page, api);
    await page.goto(screen);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    expect(calls).toContain(bookmark);
  });
}

test('robots.txt lets crawlers into the catalogue and keeps them out of the dashboard', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.headers()['content-type']).toMatch(/text\/plain/);
  expect(await res.text()).toMatch(/^User-agent: \*$[\s\S]*^Disallow: \/dashboard$/m);
});

test('a file that is not in the build answers 404, never the app with 200', async ({ request }) => {
  // An old tab asking for a chunk a newer build no longer has, a mistyped picture.
  for (const path of ['/assets/no-such-chunk-1a2b3c.js', '/icons/no-such-icon.png', '/screenshots/none.png']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
  }
  // The build's own files are there, and every screen still answers 200 with the app.
  const html = await (await request.get('/')).text();
  const chunk = html.match(/\/assets\/[\w-]+\.js/)?.[0];
  expect(chunk).toBeTruthy();
  const file = await request.get(chunk!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/javascript/);
  // The home page's link-preview picture, which its og:image names.
  const home = await request.get('/share/home.jpg');
  expect(home.status()).toBe(200);
  expect(home.headers()['content-type']).toBe('image/jpeg');
  expect(html).toContain('/share/home.jpg');
  for (const path of ['/allproduct', '/login', '/dashboard/myorders', '/bn/allproduct']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toContain('id="root"');
  }
});

test('the API answers JSON at its own root and under it, never the SPA page', async ({ request }) => {
  for (const path of ['/api', '/api/', '/api/no-such-thing']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toMatch(/application\/json/);
  }
});

test('a page asks for the settings once, with the HTML, even in a tab that has written', async ({ page, request }) => {
  const bookmark = (await request.get('/api/categories')).headers()['x-d1-bookmark'];
  await page.addInitScript((held) => sessionStorage.setItem('d1Bookmark', held), bookmark!);
  const calls = apiCalls(page, '/api/settings');
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // index.html's preload is the only request, and it carries no bookmark: settings are configuration.
  expect(calls).toEqual([undefined]);
});

test('the public lists carry their settings and first answers: the SPA asks for none of them again, even in a tab that has written', async ({
  page,
  request,
}) => {
  const bookmark = (await request.get('/api/categories')).headers()['x-d1-bookmark'];
  await page.addInitScript((held) => sessionStorage.setItem('d1Bookmark', held), bookmark!);
  const settings = apiCalls(page, '/api/settings');
  const categories = apiCalls(page, '/api/categories');
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Split AC/ })).toBeVisible();
  await page.goto('/products/split-ac');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  // No visitor's write changes the settings or the categories: the page's copies serve every tab.
  expect(settings).toEqual([]);
  expect(categories).toEqual([]);
});

for (const [lang, other] of [
  ['en', 'bn'],
  ['bn', 'en'],
] as const) {
  test(`the page asks for its ${lang} catalog with the HTML, and never for the ${other} one`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
    const catalogs: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (/^\/assets\/(en|bn)-[\w-]+\.js$/.test(path)) catalogs.push(path);
    });
    await page.goto('/allproduct');
    await expect(page.getByRole('list').getByRole('article').first()).toBeVisible();
    // The head script asks for it before the SPA's code has arrived, and the SPA takes that copy.
    const preloaded = page.locator(`head link[rel="modulepreload"][href^="/assets/${lang}-"]`);
    await expect(preloaded).toHaveCount(1);
    await expect(preloaded).toHaveAttribute('fetchpriority', 'low');
    const href = await preloaded.getAttribute('href');
    expect(catalogs.filter((path) => path === href)).toHaveLength(1);
    expect(catalogs.filter((path) => path.startsWith(`/assets/${other}-`))).toEqual([]);
  });
}

// The Worker writes the public lists' first screens with the SPA's classes (worker/pages/
// first-screens.ts); the stylesheet has only the classes the SPA's own sources use. A class the
// Worker alone wrote would draw nothing.
test("every class of a public page's server-drawn first screen is in the stylesheet it carries", async ({
  request,
}) => {
  const [listing] = (await (await request.get('/api/allproduct?limit=1')).json()) as { sellerId: string }[];
  for (const path of ['/allproduct', '/products/split-ac', `/seller/${listing!.sellerId}`]) {
    const html = await (await request.get(path)).text();
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    const screen = html.slice(html.indexOf('data-first-screen'), html.indexOf('id="page-answers"'));
    expect(screen.length, path).toBeGreaterThan(100);
    const classes = new Set([...screen.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
    // As CSS escapes them: `sm:block` is `.sm\:block`, `w-[1px]` is `.w-\[1px\]`.
    const selector = (name: string) => `.${name.replace(/[^\w-]/g, (character) => `\\${character}`)}`;
    const missing = [...classes].filter((name) => name && !css.includes(selector(name)));
    expect(missing, path).toEqual([]);
  }
});
