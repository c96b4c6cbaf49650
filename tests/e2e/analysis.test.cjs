// After the game (#30): "Analyse the game" searches every position in a worker of its own
// (progress, Stop), draws each side's chance with one point a move, marks the mistakes with
// the better move shown on the board, and keeps the analysis with the save.
const fs = require('fs');
const path = require('path');

const load = (name) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'golden', name), 'utf8'));

// game id, finished record, seats (null: a person here), whether the analysis must mark a move.
const GAMES = [
  ['king-square', 'king-square-finished-record.json', [null, 'Easy'], true],
  ['foursquare', 'foursquare-finished-record.json', [null], false],
  ['pegs-and-jokers', 'pegs-and-jokers-finished-record.json', [null, 'Easy', 'Easy', 'Easy'], true],
  ['stacks', 'stacks-finished-record.json', [null, 'Easy'], true],
  ['blokus', 'blokus-duo-finished-record.json', [null, 'Easy'], true],
];

async function openFinished(page, base, game, file, seats) {
  const id = 'an-' + game;
  const envelope = { format: 1, id, game, finished: true, created: 0, updated: 0, record: load(file), seats };
  await page.goto(base);
  await page.evaluate((e) => localStorage.setItem('boardshelf.save.' + e.id, JSON.stringify(e)), envelope);
  await page.goto(base + `#/play/${game}/${id}`);
  await page.waitForSelector('.game-over');
  return id;
}

const ply = async (page) => (await page.textContent('[data-testid="ply"]')).trim();

exports.tests = GAMES.map(([game, file, seats, marks]) => [
  `analysis: ${game}: a finished game is analysed with progress, one point a move, its mistakes and better moves, and kept with the save`,
  async ({ page, base, assert, assertEq, errors }) => {
    page.setDefaultTimeout(120000);
    const id = await openFinished(page, base, game, file, seats);
    const moves = await page.$$eval('[data-testid="history"] li', (l) => l.length);
    assertEq(await ply(page), `${moves} / ${moves}`, 'the end is shown');
    const started = Date.now();
    await page.click('[data-testid="analyse"]');
    await page.waitForSelector('[data-testid="analysis-progress"]');
    if (game === 'pegs-and-jokers') {
      // Stop: the analysis is gone and may start again.
      await page.click('[data-testid="stop-analysis"]');
      await page.waitForSelector('[data-testid="analyse"]:not([disabled])');
      assertEq(await page.$$('[data-testid="analysis-progress"], [data-testid="chances"]').then((x) => x.length), 0, 'stopped: no progress, no graph');
      await page.click('[data-testid="analyse"]');
      await page.waitForSelector('[data-testid="analysis-progress"]');
    }
    // Play stays responsive while it runs: stepping back answers at once.
    const asked = Date.now();
    await page.click('[data-testid="stepper"] button[aria-label]:nth-child(2)');
    await page.waitForFunction((n) => document.querySelector('[data-testid="ply"]').textContent.trim() === `${n - 1} / ${n}`, moves, { timeout: 2000 });
    const answered = Date.now() - asked;
    await page.waitForSelector('[data-testid="chances"]');
    const took = (Date.now() - started) / 1000;
    console.log(`     ${game}: ${moves} moves analysed in ${took.toFixed(1)} s (a step back answered in ${answered} ms)`);
    assertEq(await page.$$eval('.chances .point', (p) => p.length), moves, 'one point a move');
    const lines = await page.$$eval('.chances polyline', (p) => p.map((l) => l.getAttribute('points').split(' ').length));
    assert(lines.length >= 1 && lines.every((n) => n === moves + 1), `each side's line has a point before the first move and after each: ${lines}`);
    // A point shows the position after its move.
    await page.click('.chances .point[data-ply="2"] .hit', { force: true });
    assertEq(await ply(page), `2 / ${moves}`, 'tapping a point shows that position');
    const marked = await page.$$eval('[data-testid="mistakes"] li', (l) => l.map((x) => x.textContent));
    if (marks) assert(marked.length > 0, 'a mistake is marked');
    if (marked.length) {
      const first = await page.$eval('.chances .point.mistake, .chances .point.blunder', (p) => Number(p.dataset.ply));
      // On a phone the list lies under the board: choosing a mistake brings the board back.
      if (game === 'king-square') await page.setViewportSize({ width: 390, height: 844 });
      await page.click('[data-testid="mistakes"] li:first-child button');
      const top = await page.$eval('.board-area', (b) => b.getBoundingClientRect().top);
      assert(top >= 0 && top < 844, 'the board is in view: ' + top);
      assertEq(await ply(page), `${first - 1} / ${moves}`, 'a mistake shows the position before it');
      assert((await page.textContent('[data-testid="better"]')).startsWith('Better: '), 'the better move in words');
      assert(await page.$('.board-area .hinted, .board-area .bk-hint'), 'and on the board');
    } else {
      await page.waitForSelector('[data-testid="no-mistakes"]');
    }
    // Kept with the save: after a reload the graph is there at once, nothing to start.
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).analysis, 'boardshelf.save.' + id);
    assertEq(stored.moves.length, moves, 'the save keeps the analysis of its moves');
    await page.reload();
    await page.waitForSelector('[data-testid="chances"]', { timeout: 3000 });
    assertEq(await page.$$('[data-testid="analyse"]:not([disabled]), [data-testid="analysis-progress"]').then((x) => x.length), 0, 'not worked out again');
    assertEq(await page.$$eval('.chances .point', (p) => p.length), moves, 'the same graph');
    assertEq(errors, [], 'console errors');
  },
]);
