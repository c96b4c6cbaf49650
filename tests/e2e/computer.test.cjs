// Computer opponents: the search runs in a web worker, the page keeps answering while it
// thinks, and its moves follow the human's in a 4-player Blokus game.
const path = require('path');
const { GAMES } = require('./games.cjs');
const VIEW = 2 * 16 + 24 * 20;

async function clickCell(page, x, y) {
  const box = await page.locator('.bk-board').boundingBox();
  const s = box.width / VIEW;
  await page.mouse.click(box.x + (16 + 24 * (x + 0.5)) * s, box.y + (16 + 24 * (y + 0.5)) * s);
}

exports.tests = [
  ['computer: three computer colours answer a human move in Blokus, the page stays responsive', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    page.setDefaultTimeout(60000);
    const workers = [];
    page.on('request', (r) => { if (/worker[^/]*\.wasm$/.test(r.url())) workers.push(r.url().split('/').pop()); });
    await page.goto(base + '#/new/blokus');
    await page.waitForSelector('#seat-3');
    for (const seat of [1, 2, 3]) await page.selectOption(`#seat-${seat}`, 'medium');
    await page.click('button[type=submit]');
    await page.waitForSelector('.bk-board');
    assertEq((await page.textContent('[data-testid="turn"]')).trim(), 'Blue to play', 'the human starts');
    await page.click('.bk-piece[data-piece="I2"]');
    await page.click('text=Turn (R)');
    await clickCell(page, 0, 0);
    // While the computer thinks the turn says so and the board takes no clicks (#28 item 3):
    // a click is neither a move nor an error; the page stays responsive.
    await page.waitForSelector('[data-testid="thinking"]');
    assert((await page.textContent('[data-testid="turn"]')).includes('is thinking…'), 'who is thinking');
    assertEq((await page.textContent('[data-testid="ghost-status"]')).trim(), '', 'no prompt to pick a piece');
    await clickCell(page, 10, 10);
    assertEq(await page.$$('.notice.problem').then((p) => p.length), 0, 'the click is no error');
    await page.click('button:text-is("Rules")');
    await page.waitForSelector('.rules-help');
    await page.click('button:text-is("Hide rules")');
    // Yellow, Red and Green move, then it is Blue's turn again.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 4);
    await page.waitForFunction(() => document.querySelector('[data-testid="turn"]').textContent.trim() === 'Blue to play');
    const colours = await page.$$eval('.bk-cell', (c) => [...new Set(c.map((g) => g.dataset.colour))].sort());
    assertEq(colours, ['blue', 'green', 'red', 'yellow'], 'every colour on the board');
    // The search ran in Blokus' own worker, the one fetched (it holds Blokus' engine alone).
    assertEq([...new Set(workers)], ['worker-blokus_bg.wasm'], 'the search worker fetched');
    // Green's piece, the last move, is outlined.
    assert(await page.$$eval('.bk-board .arrive .bk-last', (c) => c.length) >= 1, 'last piece outlined');
    await page.screenshot({ path: path.join(artifacts, 'computer-blokus.png') });
    // The seats are saved with the game: after a reload it is still Blue's turn, no search.
    await page.reload();
    await page.waitForSelector('.bk-cell');
    assertEq(await page.$$('[data-testid="thinking"]').then((t) => t.length), 0, 'nothing to think about');
    // The saved games list says who plays.
    await page.goto(base + '#/saves');
    await page.waitForSelector('.save');
    assert((await page.textContent('.save')).includes('3 computer seats'), 'saves list names the computer seats');
    assertEq(errors, [], 'console errors');
  }],
  ['computer: a Max seat thinks for a while, then its peg appears marked as the last move', async ({ page, base, assert, assertEq, errors }) => {
    page.setDefaultTimeout(30000);
    await page.goto(base + '#/new/king-square');
    await page.waitForSelector('#seat-1');
    await page.selectOption('#seat-1', 'max');
    await page.click('button[type=submit]');
    await page.waitForSelector('.ks-board');
    await page.click('#ks-4-4');
    // The human's peg is the last move until the computer answers.
    assertEq(await page.$$eval('.ks-board .peg.last', (p) => p.map((c) => c.parentElement.id)), ['ks-4-4'], 'own peg marked');
    await page.waitForSelector('[data-testid="thinking"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2);
    const marked = await page.$$eval('.ks-board .peg.last', (p) => p.map((c) => [c.parentElement.id, c.classList.contains('white')]));
    assertEq(marked.length, 1, 'one last peg');
    assert(marked[0][0] !== 'ks-4-4' && marked[0][1], `the computer's white peg is marked: ${marked}`);
    assertEq(errors, [], 'console errors');
  }],
  ['computer: an all-computer game can be watched, paused and stepped one move at a time', async ({ page, base, assert, assertEq, errors }) => {
    page.setDefaultTimeout(30000);
    await page.goto(base + '#/new/king-square');
    await page.waitForSelector('#seat-1');
    for (const seat of [0, 1]) await page.selectOption(`#seat-${seat}`, 'easy');
    await page.click('button[type=submit]');
    const count = () => page.$$eval('[data-testid="history"] li', (l) => l.length);
    const waitFor = (n) => page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length >= n, n);
    // The computers play on their own, one move after another.
    await waitFor(2);
    await page.click('button:has-text("Pause")');
    // A move already being searched for may still come; after that, nothing.
    await page.waitForTimeout(1500);
    const paused = await count();
    await page.waitForTimeout(1500);
    assertEq(await count(), paused, 'no move while paused');
    const head = await page.textContent('[data-testid="turn"]');
    assert(/to play/.test(head) && !head.includes('thinking'), `paused, the head says whose turn: ${head}`);
    // Step: exactly one move.
    await page.click('button:has-text("Step")');
    await waitFor(paused + 1);
    await page.waitForTimeout(1500);
    assertEq(await count(), paused + 1, 'one move per step');
    // Resume: they play on.
    await page.click('button:has-text("Resume")');
    await waitFor(paused + 3);
    assertEq(errors, [], 'console errors');
  }],
  ['computer: playouts per second in wasm, and the time of Hard moves, every game (a report)', async ({ page, base, assert }) => {
    page.setDefaultTimeout(90000);
    const reports = [];
    page.on('console', (m) => { if (m.type() === 'info' && m.text().includes(' search: ')) reports.push(m.text()); });
    const watch = async (level, moves, games = GAMES, options = async () => {}) => {
      reports.length = 0;
      for (const game of games) {
        await page.goto(base + '#/new/' + game);
        await page.waitForSelector('#seat-0');
        await options();
        for (const select of await page.$$('select[id^="seat-"]')) await select.selectOption(level);
        await page.click('button[type=submit]');
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length >= n, moves);
      }
      await page.waitForTimeout(200);
      const seen = {};
      for (const r of reports) {
        const [, game, playouts, ms] = r.match(/^(\S+) search: (\d+) playouts in (\d+) ms/);
        if (+playouts > 0) (seen[game] = seen[game] || []).push([+playouts, +ms]);
      }
      return seen;
    };
    const medium = await watch('medium', 2);
    for (const [game, runs] of Object.entries(medium)) {
      const [playouts, ms] = runs.reduce((a, b) => (b[0] > a[0] ? b : a));
      console.log(`     wasm: ${game} ${playouts} playouts in ${ms} ms = ${Math.round(playouts / (ms / 1000))} playouts/s`);
    }
    assert(Object.keys(medium).length === GAMES.length, 'a speed report from every game: ' + Object.keys(medium));
    const hard = await watch('hard', 4);
    for (const [game, runs] of Object.entries(hard)) {
      const slowest = runs.reduce((a, b) => (b[1] > a[1] ? b : a));
      console.log(`     wasm Hard: ${game} ${runs.length} moves, slowest ${slowest[1]} ms (${slowest[0]} playouts)`);
    }
    assert(Object.keys(hard).length === GAMES.length, 'a Hard report from every game: ' + Object.keys(hard));
    // Blokus Duo and Classic two-player too (the default above is Classic, four players): their
    // openings are where Hard meets the cap, and their rates are blokus_gtp's `browser:<rate>`.
    const blokus = {
      Duo: () => page.selectOption('#opt-variant', '1'),
      'Classic two-player': () => page.selectOption('#opt-players', '2'),
    };
    for (const [name, options] of Object.entries(blokus)) {
      const runs = Object.values(await watch('hard', 4, ['blokus'], options))[0] || [];
      assert(runs.length > 0, 'a Hard report from Blokus ' + name);
      const slowest = runs.reduce((a, b) => (b[1] > a[1] ? b : a));
      const counts = runs.map((r) => `${r[0]} in ${r[1]} ms`).join(', ');
      const capped = runs.filter((r) => r[1] >= 1800);
      const rate = capped.length ? Math.round(capped.reduce((a, r) => a + r[0] / (r[1] / 1000), 0) / capped.length) : 'none';
      console.log(`     wasm Hard: blokus ${name} ${runs.length} moves, slowest ${slowest[1]} ms (${counts}); ` +
        `moves cut by the 1.9 s cap: ${capped.length}, ${rate} playouts/s`);
    }
  }],
];
