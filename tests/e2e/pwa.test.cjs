// Offline and on a phone: the service worker, a 360x640 viewport, keyboard-only play,
// the theme and patterns settings.
const path = require('path');
const { GAMES } = require('./games.cjs');

async function tabTo(page, selector, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement && document.activeElement.matches(s), selector)) return;
  }
  throw new Error('Tab never reached ' + selector);
}

exports.tests = [
  ['offline: after one visit the app, a Foursquare deal and its hint work with the server gone', async ({ browser, assert, assertEq }) => {
    const { serve, DIST } = require('./harness.cjs');
    const server = await serve(DIST);
    const base = `http://127.0.0.1:${server.address().port}/`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForSelector('.game-list');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith('boardshelf-')));
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    assert(cached.some((p) => p.endsWith('.wasm')) && cached.some((p) => p.endsWith('.js')), 'wasm and js cached: ' + cached);
    // The server goes away.
    await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('.game-list');
    assertEq(await page.$$eval('.game-card', (c) => c.length), GAMES.length, 'home offline');
    await page.click('.game-card[data-game="foursquare"] a.button');
    await page.click('button[type=submit]');
    await page.waitForSelector('.fs-board .slot.legal');
    for (let i = 0; i < 3; i++) {
      const n = await page.$$eval('.slot.has-pile', (s) => s.reduce((a, g) => a + +g.dataset.height, 0));
      await page.click('.slot.legal');
      await page.waitForFunction((n) => [...document.querySelectorAll('.slot.has-pile')].reduce((a, g) => a + +g.dataset.height, 0) === n + 1, n);
    }
    assertEq(await page.$$eval('[data-testid="history"] li', (l) => l.length), 3, 'three cards placed offline');
    // The hint's search worker (its own wasm) loads from the cache too.
    await page.click('[data-testid="hint-button"]');
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector('[data-testid="hint"]')?.textContent || ''), null, { timeout: 30000 });
    // Every game opens offline from a link to its page: its own app was never fetched (it
    // is not precached), so the full app, precached, shows it.
    for (const game of GAMES) {
      await page.goto(base + '#/new/' + game);
      await page.reload();
      await page.waitForSelector('.setup [data-testid="setup-tagline"]');
      assertEq(await page.evaluate(() => running), 'full', game + ' offline: the full app');
    }
    await context.close();
  }],
  ['offline: a new deployment offers "reload to update" and replaces the cache', async ({ browser, assert, assertEq }) => {
    const fs = require('fs');
    const os = require('os');
    const { serve, DIST } = require('./harness.cjs');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardshelf-dist-'));
    fs.cpSync(DIST, dir, { recursive: true });
    const server = await serve(dir);
    const base = `http://127.0.0.1:${server.address().port}/`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForSelector('.game-list');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    const cacheNames = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('boardshelf-')));
    const before = await cacheNames();
    // "Deploy" a new version: same files, a new service worker version.
    const sw = path.join(dir, 'sw.js');
    fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replace(/const VERSION = '[^']*'/, "const VERSION = 'next-build'"));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForSelector('.update-bar');
    assert((await page.textContent('.update-bar')).includes('A new version of Boardshelf is ready'), 'update offered');
    await Promise.all([page.waitForEvent('load'), page.click('text=Reload to update')]);
    await page.waitForSelector('.game-list');
    await page.waitForFunction(async () => (await caches.keys()).includes('boardshelf-next-build'));
    await page.waitForFunction(async () => (await caches.keys()).filter((k) => k.startsWith('boardshelf-')).length === 1);
    assertEq(await cacheNames(), ['boardshelf-next-build'], 'old cache replaced (was ' + before + ')');
    await context.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }],
  ['phone: every board fits 360x640 without horizontal scrolling', async ({ browser, base, assert, artifacts }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const fits = async (what, board) => {
      const m = await page.evaluate((sel) => {
        const r = sel ? document.querySelector(sel).getBoundingClientRect() : null;
        return { scroll: document.documentElement.scrollWidth, inner: window.innerWidth, board: r && { left: r.left, right: r.right, width: r.width, height: r.height } };
      }, board);
      assert(m.scroll <= m.inner, `${what}: page scrolls sideways (${m.scroll} > ${m.inner})`);
      if (board) {
        assert(m.board.left >= 0 && m.board.right <= m.inner, `${what}: board sticks out ${JSON.stringify(m.board)}`);
        assert(m.board.height <= 640, `${what}: board taller than the screen (${m.board.height})`);
      }
      await page.screenshot({ path: path.join(artifacts, `phone-${what}.png`) });
    };
    await page.goto(base);
    await page.waitForSelector('.game-list');
    await fits('home');
    await page.goto(base + '#/new/king-square');
    await page.tap('button[type=submit]');
    await page.waitForSelector('.ks-board');
    await page.tap('#ks-4-4');
    await page.waitForSelector('.ks-board .peg');
    await fits('king-square', '.ks-board');
    await page.goto(base + '#/new/foursquare');
    await page.tap('button[type=submit]');
    await page.waitForSelector('.fs-board .slot.legal');
    await page.tap('.slot.legal');
    await page.waitForSelector('.slot.has-pile');
    await page.tap('.slot.legal');
    await fits('foursquare', '.fs-board');
    await page.goto(base + '#/new/stacks');
    await page.tap('button[type=submit]');
    await page.waitForSelector('.st-board');
    await fits('stacks', '.st-board');
    await page.goto(base + '#/new/blokus');
    await page.tap('button[type=submit]');
    await page.waitForSelector('.bk-board');
    await page.tap('.bk-piece[data-piece="V3"]');
    await fits('blokus', '.bk-board');
    await context.close();
  }],
  ['keyboard only: start and play a move in King-Square and Foursquare', async ({ page, base, assertEq }) => {
    await page.goto(base);
    await page.waitForSelector('.game-list');
    await tabTo(page, 'a[href="#/new/king-square"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#opt-players');
    await tabTo(page, 'button[type=submit]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.ks-board');
    await tabTo(page, '.ks-board');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.ks-board .peg');
    assertEq(await page.$eval('.ks-board .peg', (p) => p.closest('.hole').id), 'ks-4-5', 'peg placed by keyboard');

    await page.goto(base);
    await page.waitForSelector('.game-list');
    await tabTo(page, 'a[href="#/new/foursquare"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#opt-undo');
    await tabTo(page, 'button[type=submit]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.fs-board .slot.legal');
    await tabTo(page, '.slot.legal');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.slot.has-pile');
    await tabTo(page, '.slot.legal');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.querySelectorAll('.slot.has-pile').length === 2);
    assertEq(await page.$$eval('[data-testid="history"] li', (l) => l.length), 2, 'two cards placed by keyboard');
  }],
  ['settings: theme cycles system/light/dark and patterns show letters, both remembered', async ({ page, base, assert, assertEq }) => {
    await page.goto(base + '#/new/king-square');
    await page.click('button[type=submit]');
    await page.click('#ks-0-0');
    await page.waitForSelector('.ks-board .peg');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assertEq((await page.textContent('[data-testid="theme"]')).trim(), 'Theme: auto', 'start');
    await page.click('[data-testid="theme"]');
    assertEq(await page.getAttribute('html', 'data-theme'), 'light', 'light');
    const light = await bg();
    await page.click('[data-testid="theme"]');
    assertEq(await page.getAttribute('html', 'data-theme'), 'dark', 'dark');
    assert((await bg()) !== light, 'dark background differs');
    assertEq(await page.isVisible('.peg-letter'), false, 'no letters by default');
    await page.click('[data-testid="patterns"]');
    assertEq(await page.isVisible('.peg-letter'), true, 'letters in patterns mode');
    await page.reload();
    await page.waitForSelector('.ks-board .peg');
    assertEq(await page.getAttribute('html', 'data-theme'), 'dark', 'theme remembered');
    assertEq(await page.isVisible('.peg-letter'), true, 'patterns remembered');
  }],
];
