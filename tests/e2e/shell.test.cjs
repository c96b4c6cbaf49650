// The app shell: home page, routes, error screens.
const { GAMES } = require('./games.cjs');
// A new browser context without the service worker, its page, and the page's errors.
async function fresh(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

exports.tests = [
  ['time to a usable home page, cold and warm, median of 5 (a report)', async ({ browser, base, assertEq }) => {
    // Usable: the game list is drawn and its links can be clicked. Cold: a fresh profile
    // (nothing cached, no service worker); warm: the same profile loading it again.
    const usable = async (page) => {
      await page.goto(base);
      await page.waitForSelector('.game-list a.button');
      return page.evaluate(() => performance.now());
    };
    const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const cold = [];
    const warm = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      cold.push(await usable(page));
      await page.evaluate(() => navigator.serviceWorker.ready);
      warm.push(await usable(page));
      assertEq(await page.$$eval('.game-card', (e) => e.length), GAMES.length, 'games listed');
      await context.close();
    }
    // Cold again on a phone-like connection and CPU (DevTools' "Fast 3G", CPU 4× slower).
    const phone = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await require('./harness.cjs').phoneLike(context, page);
      phone.push(await usable(page));
      await context.close();
    }
    const ms = (xs) => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(`     home page usable: cold median ${median(cold).toFixed(0)} ms (${ms(cold)}), warm median ${median(warm).toFixed(0)} ms (${ms(warm)})`);
    console.log(`     home page usable, cold on Fast 3G with a 4× slower CPU: median ${median(phone).toFixed(0)} ms (${ms(phone)})`);
  }],
  ['a first visit gets the light home page; a game chosen there starts that game\'s own app, in the language chosen there', async ({ page, base, assert, assertEq, errors }) => {
    const wasm = [];
    page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url().split('/').pop()); });
    await page.goto(base);
    await page.waitForSelector('.game-list a.button');
    assertEq(await page.evaluate(() => running), 'light', 'the home page is the light one');
    assert(/^home-[0-9a-f]+_bg\.wasm$/.test(wasm[0]), 'the light wasm first: ' + wasm);
    assertEq(await page.$$eval('.game-card', (e) => e.length), GAMES.length, 'games listed');
    // Its header works: a language chosen there is the game's app's too.
    await page.selectOption('[data-testid="language"]', 'ko');
    await page.waitForFunction(() => document.documentElement.lang === 'ko');
    assert(/[\uac00-\ud7a3]/.test(await page.textContent('.tagline')), 'home in Korean');
    await page.click('.game-card[data-game="king-square"] a.button');
    await page.waitForSelector('.setup [data-testid="setup-tagline"]');
    assertEq(await page.evaluate(() => running), 'game', "King-Square's own app draws the setup");
    assertEq(wasm.length, 2, 'two wasm files fetched: ' + wasm);
    assert(/^app-king_square-[0-9a-f]+_bg\.wasm$/.test(wasm[1]), "King-Square's app, and no other: " + wasm);
    assert(/[\uac00-\ud7a3]/.test(await page.textContent('.setup')), 'setup in Korean');
    assertEq(await page.inputValue('[data-testid="language"]'), 'ko', 'the switch says Korean');
    // Back home: the game's app shows the home page itself.
    await page.goBack();
    await page.waitForSelector('.game-list a.button');
    assertEq(await page.evaluate(() => running), 'game', 'the home page, in the same app');
    assertEq(await page.$$eval('.game-card', (e) => e.length), GAMES.length, 'games listed again');
    assert(/[\uac00-\ud7a3]/.test(await page.textContent('.tagline')), 'still in Korean');
    assertEq(errors, [], 'console errors');
  }],
  ['a game to resume, or a page that is not one game\'s, starts the full app at once', async ({ page, base, assert, assertEq, errors }) => {
    const wasm = [];
    page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url().split('/').pop()); });
    await page.goto(base + '#/saves');
    await page.waitForSelector('section.saves');
    assertEq(await page.evaluate(() => running), 'full', 'saved games: the full app');
    assert(wasm.length === 1 && /^boardshelf-[0-9a-f]+_bg\.wasm$/.test(wasm[0]), 'a link to a page other than home loads the full app only: ' + wasm);
    // The full app shows every game's pages itself.
    await page.goto(base + '#/new/king-square');
    await page.click('button[type=submit]');
    await page.waitForSelector('.ks-board');
    assertEq(wasm.length, 1, 'no other app fetched: ' + wasm);
    await page.goto(base); // a new visit, with a game in progress
    await page.waitForSelector('[data-testid="resume-last"]');
    assertEq(await page.evaluate(() => running), 'full', 'a game to resume: the full app');
    assertEq(errors, [], 'console errors');
  }],
  ['a link to a game\'s page starts that game\'s own app, which hands another game\'s pages to that game\'s app', async ({ browser, base, assert, assertEq }) => {
    const { context, page, errors } = await fresh(browser);
    const wasm = [];
    page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url().split('/').pop()); });
    await page.goto(base + '#/new/stacks');
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid="turn"]');
    assertEq(await page.evaluate(() => running), 'game', "Stacks' own app");
    assert(wasm.length === 1 && /^app-stacks-[0-9a-f]+_bg\.wasm$/.test(wasm[0]), 'only its wasm: ' + wasm);
    // The header's "Saved games": shown by the same app, with the game.
    await page.click('.topbar a[href="#/saves"]');
    await page.waitForSelector('section.saves li.save');
    assertEq(await page.evaluate(() => running), 'game', 'saved games: the same app');
    assertEq(await page.$$eval('li.save', (s) => s.length), 1, 'the Stacks game is saved');
    // Another game, from the home page: the page reloads into that game's app.
    await page.click('.topbar .brand');
    await page.waitForSelector('.game-card[data-game="blokus"] a.button');
    await Promise.all([page.waitForEvent('load'), page.click('.game-card[data-game="blokus"] a.button')]);
    await page.waitForSelector('.setup [data-testid="setup-tagline"]');
    assertEq(await page.evaluate(() => running), 'game', "Blokus' own app");
    assert(/^app-blokus-[0-9a-f]+_bg\.wasm$/.test(wasm[wasm.length - 1]), "Blokus' wasm fetched: " + wasm);
    assert(!wasm.some((w) => /^boardshelf-/.test(w)), 'never the full app: ' + wasm);
    assertEq(errors, [], 'page errors');
    await context.close();
  }],
  ['an import chosen in a game\'s app is handed to the full app, which knows every game (another game\'s save, a Pentobi file)', async ({ browser, base, assert, assertEq }) => {
    const { context, page, errors } = await fresh(browser);
    await page.goto(base + '#/new/stacks');
    await page.waitForSelector('button[type=submit]');
    assertEq(await page.evaluate(() => running), 'game', "Stacks' own app");
    await page.click('.topbar a[href="#/saves"]');
    await page.waitForSelector('[data-testid="backup"]');
    assertEq(await page.evaluate(() => running), 'game', 'saved games: the same app');
    // A King-Square save, which Stacks' app cannot check: the page reloads into the full app.
    const file = require('path').join(__dirname, '..', 'golden', 'king-square-envelope-v1.json');
    await Promise.all([page.waitForEvent('load'), page.setInputFiles('[data-testid="import"]', file)]);
    await page.waitForSelector('[data-testid="import-report"]');
    assertEq(await page.evaluate(() => running), 'full', 'imported by the full app');
    assert((await page.textContent('[data-testid="import-report"]')).includes('Imported 1 game.'), await page.textContent('[data-testid="import-report"]'));
    assert((await page.textContent('section.saves')).includes('King-Square'), 'the King-Square save is listed');
    assertEq(await page.evaluate(() => sessionStorage.length), 0, 'the handed file is let go');
    // Reloading does not import it twice.
    await page.reload();
    await page.waitForSelector('[data-testid="backup"]');
    assertEq(await page.$$('[data-testid="import-report"]'), [], 'no report after a reload');
    // Another program's file, from Foursquare's app: Pentobi's opening book, read in the full app.
    await page.goto('about:blank');
    await page.goto(base + '#/new/foursquare');
    await page.waitForSelector('button[type=submit]');
    assertEq(await page.evaluate(() => running), 'game', "Foursquare's own app");
    await page.click('.topbar a[href="#/saves"]');
    await page.waitForSelector('[data-testid="backup"]');
    const book = '(\n;GM[Blokus Duo]CA[UTF-8]AP[Pentobi:26.1]\n(\n ;B[e9,e10,f10]TE[1]\n (\n  ;W[j5,k5,j6]TE[1]\n  )\n )\n)\n';
    await Promise.all([page.waitForEvent('load'), page.setInputFiles('[data-testid="import"]', { name: 'book.blksgf', mimeType: 'application/x-blokus-sgf', buffer: Buffer.from(book) })]);
    await page.waitForSelector('[data-testid="import-report"]');
    assert((await page.textContent('[data-testid="import-report"]')).includes('Imported 1 game.'), await page.textContent('[data-testid="import-report"]'));
    assertEq(await page.$$eval('li.save', (s) => s.length), 2, 'the Blokus game is listed beside King-Square');
    assertEq(errors, [], 'page errors');
    await context.close();
  }],
  ['"Play live" in a game\'s app hands the game to the live app; no other app carries the live tables (#61)', async ({ browser, base, assert, assertEq }) => {
    const { context, page, errors } = await fresh(browser);
    const fetched = [];
    page.on('request', (r) => fetched.push(r.url().split('/').pop()));
    await page.goto(base + '#/new/stacks');
    await page.waitForSelector('[data-testid="setup-play-live"]');
    assertEq(await page.evaluate(() => running), 'game', "Stacks' own app");
    await Promise.all([page.waitForEvent('load'), page.click('[data-testid="setup-play-live"]')]);
    await page.waitForSelector('[data-testid="live-panel"]');
    assertEq(await page.evaluate(() => running), 'live', 'the live app');
    assert(/^#\/play\/stacks\/[^?]+\?live$/.test(await page.evaluate(() => location.hash)), 'the address says live: ' + await page.evaluate(() => location.hash));
    assert(fetched.some((f) => /^app-live-[0-9a-f]+_bg\.wasm$/.test(f)), 'the live app fetched: ' + fetched);
    assert((await page.inputValue('[data-testid="live-invite"]')).includes('&live='), 'an invite to the table');
    // The live tables' words are in the live app alone: the first page, the full app and
    // every game's own app are fetched and searched for one of them.
    const words = 'Whoever has it can join this table.';
    const holds = await page.evaluate(async (words) => {
      const has = async (file) => new TextDecoder().decode(await (await fetch(file)).arrayBuffer()).includes(words);
      const apps = { live: LIVE_APP + '_bg.wasm', full: FULL.wasm, light: LIGHT.wasm };
      for (const [id, stem] of Object.entries(GAME_APPS)) apps[id] = stem + '_bg.wasm';
      const out = {};
      for (const [name, file] of Object.entries(apps)) out[name] = await has(file);
      return out;
    }, words);
    assert(holds.live, 'the live app holds the live words');
    assertEq(Object.keys(holds).filter((k) => k !== 'live' && holds[k]), [], 'apps that carry the live tables besides the live app');
    assert(Object.keys(holds).length >= 8, 'every app searched: ' + Object.keys(holds));
    // Opened again from the saved games of a game's app: handed over to the live app too.
    const key = await page.evaluate(() => location.hash.split('/')[3].split('?')[0]);
    await page.goto('about:blank');
    await page.goto(base + '#/saves');
    await page.waitForSelector('li.save');
    await page.goto('about:blank');
    await page.goto(base + '#/play/stacks/' + key);
    await page.waitForSelector('[data-testid="live-panel"]');
    assertEq(await page.evaluate(() => running), 'live', 'a game played live opens in the live app');
    assertEq(errors, [], 'page errors');
    await context.close();
  }],
  ['when the live app cannot load, an invite says so, and a game played live goes on here with a notice', async ({ browser, base, assert, assertEq }) => {
    const { context, page, errors } = await fresh(browser);
    await page.route(/app-live-/, (r) => r.abort());
    await page.goto(base + '#/play/king-square?r=AQ&live=0123456789ab.0123456789ab');
    await page.waitForSelector('main .message, main p');
    assertEq(await page.evaluate(() => running), 'full', 'the full app stands in');
    assert((await page.textContent('main')).includes('Live play could not be loaded'), await page.textContent('main'));
    // A game played live here: its room kept, the address says live, the live app fails.
    await page.goto('about:blank');
    await page.goto(base + '#/new/stacks');
    await page.click('[data-testid="setup-play-live"]');
    await page.waitForSelector('[data-testid="notice"]:has-text("Live play could not be loaded")');
    assertEq(await page.evaluate(() => running), 'full', 'the full app shows the game');
    assert(/\?live$/.test(await page.evaluate(() => location.hash)), 'the address says live');
    assertEq(await page.$$('[data-testid="live-panel"]'), [], 'no table');
    await page.waitForSelector('.board, svg');
    assertEq(errors, [], 'page errors');
    await context.close();
  }],
  ['while a game\'s app loads, the light page keeps its header and says so; "back" brings the home page back', async ({ page, base, assert, assertEq, errors }) => {
    // The game's wasm held back 1.5 s, as on a slow phone that clicks at once.
    await page.route(/app-blokus-[0-9a-f]+_bg\.wasm$/, async (route) => {
      await new Promise((ok) => setTimeout(ok, 1500));
      await route.continue();
    });
    await page.goto(base);
    await page.waitForSelector('.game-list a.button');
    await page.click('.game-card[data-game="blokus"] a.button');
    await page.waitForSelector('main .loading');
    assert(await page.isVisible('.topbar .brand'), 'the header stays while the app opens');
    await page.goBack();
    await page.waitForSelector('.game-list a.button');
    assertEq(await page.evaluate(() => running), 'light', 'the light page again');
    // The app that came meanwhile did not take the home page's place.
    await page.waitForTimeout(2000);
    assertEq(await page.evaluate(() => running), 'light', 'still the light page');
    await page.click('.game-card[data-game="blokus"] a.button');
    await page.waitForSelector('.setup [data-testid="setup-tagline"]');
    assertEq(await page.evaluate(() => running), 'game', "then Blokus' own app");
    assertEq(await page.$$eval('.topbar', (t) => t.length), 1, 'one header');
    assertEq(errors, [], 'console errors');
  }],
  ['a game\'s app that cannot load gives way to the full app; the light home page says so when neither loads, and lets the player try again', async ({ browser, base, assert, assertEq }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let blocked = /(app-stacks|boardshelf)-[0-9a-f]+_bg\.wasm$/;
    await page.route(/_bg\.wasm$/, (route) => (blocked.test(route.request().url()) ? route.abort() : route.continue()));
    await page.goto(base);
    await page.waitForSelector('.game-list a.button');
    await page.click('.game-card[data-game="stacks"] a.button');
    await page.waitForSelector('[role="alert"] [data-testid="message"]');
    assert((await page.textContent('[data-testid="message"]')).includes('could not be loaded'), 'the reason, in words');
    assert(await page.isVisible('.topbar .brand'), 'with the header');
    await page.click('[role="alert"] a.button');
    await page.waitForSelector('.game-list a.button');
    blocked = /app-stacks-[0-9a-f]+_bg\.wasm$/;
    await page.click('.game-card[data-game="stacks"] a.button');
    await page.waitForSelector('.setup [data-testid="setup-tagline"]');
    assertEq(await page.evaluate(() => running), 'full', "the second try: Stacks' app still cannot load, the full app shows it");
    await context.close();
  }],
  ['home lists every game, and each can be started', async ({ page, base, assert, assertEq, errors }) => {
    await page.goto(base);
    await page.waitForSelector('.game-list');
    const cards = await page.$$eval('.game-card', (els) => els.map((e) => ({
      name: e.querySelector('h2').textContent,
      play: !!e.querySelector('a.button'),
      learn: !!e.querySelector('[data-testid="home-learn"]'),
    })));
    // The product's five and, in the test build, the test-only sixth (src/games/tic_tac_toe).
    assert(cards.length >= 5 && cards.length === GAMES.length, `games listed: ${cards.length}`);
    assertEq(cards.filter((c) => c.play).length, cards.length, 'every game can be started');
    assertEq(cards.find((c) => c.name === 'King-Square'), { name: 'King-Square', play: true, learn: true }, 'King-Square card');
    // A first visit (the light home page): every game's lesson is offered on its card.
    assertEq(cards.filter((c) => c.learn).length, cards.length, 'every card offers its lesson');
    assertEq(errors, [], 'console errors');
  }],
  ['unknown routes and games show a message with a way home', async ({ page, base, assert }) => {
    await page.goto(base + '#/nowhere');
    await page.waitForSelector('.message-page');
    assert((await page.textContent('.message-page')).includes('nothing at this address'), 'not found text');
    await page.goto(base + '#/new/chess');
    await page.waitForFunction(() => document.querySelector('.message-page')?.textContent.includes('no game with this name'));
    await page.goto(base + '#/play/king-square/no-such-save');
    await page.waitForFunction(() => document.querySelector('.message-page')?.textContent.includes('does not exist'));
    await page.click('text=Home');
    await page.waitForSelector('.game-list');
  }],
  ['a panic shows the crash screen, never a blank page', async ({ page, base, assert, errors }) => {
    await page.goto(base);
    await page.waitForSelector('.game-list');
    await page.goto(base + '#/debug/panic');
    await page.waitForSelector('.crash');
    const text = await page.textContent('.crash');
    assert(text.includes('Something went wrong'), 'crash title');
    assert(text.includes('test panic requested'), 'crash detail');
    assert(await page.isVisible('.crash a[href="./"]'), 'way back');
    errors.length = 0; // the panic is logged on purpose
  }],
];
