// Accessibility: axe-core (from node_modules, no download) on every screen, failing on any
// violation of impact serious or critical.
const fs = require('fs');
const { GAMES } = require('./games.cjs');
const path = require('path');

const AXE = fs.readFileSync(path.join(require.resolve('axe-core'), '..', 'axe.min.js'), 'utf8');

async function violations(page) {
  await page.evaluate(AXE);
  const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes[0].target.join(' ')}`);
}

async function start(page, base, game) {
  await page.goto(base + '#/new/' + game);
  await page.click('button[type=submit]');
}

// King-Square against a friend by link, after the first move: the friend is to move.
async function friendToMove(page, base) {
  await page.goto(base + '#/new/king-square');
  await page.selectOption('#seat-1', 'friend');
  await page.click('button[type=submit]');
  await page.click('#ks-3-3');
  await page.waitForSelector('[data-testid="waiting"]');
}

// Each screen, reached as a player would, mid-game where there is a game.
const SCREENS = [
  ['home', async (page, base) => { await page.goto(base); await page.waitForSelector('.game-list'); }],
  // Lessons: a step with a wrong try said (the answer glows), and the lesson's end.
  ['a lesson step, a wrong try', async (page, base) => {
    await page.goto(base + '#/learn/king-square');
    await page.evaluate(() => localStorage.setItem('boardshelf.lesson.king-square', '{"step":1,"done":false}'));
    await page.reload();
    await page.click('#ks-5-5');
    await page.waitForSelector('[data-testid="lesson-feedback"].wrong');
  }],
  ['a lesson finished', async (page, base) => {
    await page.goto(base + '#/learn/king-square');
    await page.evaluate(() => localStorage.setItem('boardshelf.lesson.king-square', '{"step":6,"done":true}'));
    await page.reload();
    await page.waitForSelector('[data-testid="lesson-finished"]');
  }],
  ['saved games with a damaged entry', async (page, base) => {
    await page.goto(base);
    await page.evaluate(() => localStorage.setItem('boardshelf.save.broken', '{nope'));
    await page.goto(base + '#/saves');
    await page.waitForSelector('.save.damaged');
  }],
  ['a bad link', async (page, base) => {
    await page.goto(base + '#/play/king-square?r=AAAA');
    await page.waitForSelector('.message-page');
  }],
  ['the crash screen', async (page, base) => {
    await page.goto(base + '#/debug/panic');
    await page.waitForSelector('main .crash');
  }],
  ...GAMES.map((g) => [`new game: ${g}`, async (page, base) => {
    await page.goto(base + '#/new/' + g);
    await page.waitForSelector('button[type=submit]');
  }]),
  ['play: king-square', async (page, base) => {
    await start(page, base, 'king-square');
    await page.click('#ks-2-2');
    await page.waitForSelector('.ks-board .peg');
  }],
  ['play: foursquare', async (page, base) => {
    await start(page, base, 'foursquare');
    await page.click('.fs-board .slot.legal');
    await page.waitForSelector('.slot.has-pile');
  }],
  ['play: foursquare with piles of two cards or more (#28 item 10)', async (page, base) => {
    await start(page, base, 'foursquare');
    for (let i = 0; i < 40 && !(await page.$('.slot[data-height="2"]')) && !(await page.$('.game-over')); i++) {
      // A legal spot on a pile if there is one, else any.
      const spot = (await page.$('.slot.legal.has-pile')) || (await page.$('.slot.legal'));
      await spot.click();
      await page.waitForTimeout(50);
    }
    await page.waitForSelector('.slot[data-height="2"]');
  }],
  ['a save problem banner (storage full)', async (page, base) => {
    await start(page, base, 'king-square');
    await page.waitForSelector('.ks-board');
    await page.evaluate(() => { Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; });
    await page.click('#ks-3-3');
    await page.waitForSelector('[data-testid="save-problem"]');
  }],
  ['play: pegs-and-jokers (hand shown)', async (page, base) => {
    await start(page, base, 'pegs-and-jokers');
    await page.click('text=Show my cards');
    await page.waitForSelector('[data-testid="hand"]');
  }],
  ['play: stacks', async (page, base) => {
    await start(page, base, 'stacks');
    // The first point and cell are the first-move trap: checked with its warning shown.
    await page.click('.point.playable');
    await page.click('.cell.drop-target');
    await page.waitForSelector('[data-testid="trap-warning"]');
  }],
  ['play: blokus', async (page, base) => {
    await start(page, base, 'blokus');
    await page.click('.bk-piece[data-piece="V3"]');
    await page.waitForSelector('.bk-piece.selected');
  }],
  ["end: blokus, every colour's pieces left and 'You lose' (#28 item 6)", async (page, base) => {
    const record = JSON.parse(require('fs').readFileSync(require('path').join(__dirname, '..', 'golden', 'blokus-duo-finished-record.json'), 'utf8'));
    const envelope = { format: 1, id: 'a11y-bk-end', game: 'blokus', title: '', status: '', finished: true, created: 0, updated: 0, record, seats: [null, 'Easy'] };
    await page.goto(base);
    await page.evaluate((e) => localStorage.setItem('boardshelf.save.a11y-bk-end', JSON.stringify(e)), envelope);
    await page.goto(base + '#/play/blokus/a11y-bk-end');
    await page.waitForSelector('[data-testid="verdict"]');
  }],
  // Playing a friend by link: waiting for their move (over the board), and the question a
  // device that first opens the match asks.
  ['by link: waiting for the friend', friendToMove],
  ['by link: which seats do you play', async (page, base) => {
    await friendToMove(page, base);
    await page.click('button:has-text("Share")');
    const link = await page.inputValue('[data-testid="share-link"]');
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.goto(link);
    await page.waitForSelector('text=Which seats do you play?');
  }],
];

exports.tests = [
  ['accessibility: no serious or critical axe violation on any screen', async ({ browser, base, assert }) => {
    const found = [];
    for (const [name, reach] of SCREENS) {
      for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, colorScheme: scheme });
        const page = await context.newPage();
        await reach(page, base);
        const v = await violations(page);
        console.log(`     axe ${name} (${scheme}): ${v.length} serious or critical`);
        found.push(...v.map((x) => `${name} (${scheme}): ${x}`));
        await context.close();
      }
    }
    assert(found.length === 0, 'axe violations:\n' + found.join('\n'));
  }],
];
