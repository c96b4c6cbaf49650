// How long a player on a cheap phone waits before they can move (#65): for each game, from
// opening its new-game page cold (a fresh profile: nothing cached, no service worker) on
// DevTools' "Fast 3G" with a CPU 4× slower, to the board waiting for their first move (the
// game's screen says whose turn it is, and no computer is thinking). Median of 5; a
// report, not a timed test.
const { GAMES } = require('./games.cjs');

async function firstMove(browser, base, game) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await require('./harness.cjs').phoneLike(context, page);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  const opened = Date.now();
  await page.goto(base + '#/new/' + game);
  await page.click('button[type=submit]', { timeout: 60000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="turn"]')
    && !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60000, polling: 50 });
  const ms = Date.now() - opened;
  await context.close();
  return { ms, bytes };
}

exports.tests = [
  ['time to the first move possible, each game, cold on Fast 3G with a 4× slower CPU, median of 5 (a report)', async ({ browser, base, assert }) => {
    const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const game of GAMES) {
      const runs = [];
      for (let i = 0; i < 5; i++) runs.push(await firstMove(browser, base, game));
      const ms = runs.map((r) => r.ms);
      const kb = median(runs.map((r) => r.bytes)) / 1000;
      assert(ms.every((t) => t > 0), 'timed');
      console.log(`     ${game}: first move possible after ${(median(ms) / 1000).toFixed(2)} s median (${ms.map((t) => (t / 1000).toFixed(2)).join(', ')} s); ${kb.toFixed(0)} KB transferred`);
    }
  }],
];
