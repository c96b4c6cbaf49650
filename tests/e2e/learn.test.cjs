// Lessons (#63): a game taught on its own board. King-Square's lesson walked to the end by
// tapping, wrong and illegal tries said and taken back, a reload resuming at its step, and
// "Play your first game" opening a game against the computer on the lesson's board.
const path = require('path');
const { GAMES } = require('./games.cjs');

const hole = (col, row) => `#ks-${col}-${row}`;
const text = async (page, sel) => ((await page.textContent(sel)) || '').trim();
const pegs = (page) => page.$$eval('.ks-board .peg', (p) => p.length);

async function step(page, n) {
  await page.waitForFunction((n) => document.querySelector('[data-testid="lesson-step"]')?.textContent.startsWith(`Step ${n} of`), n);
}

// A wrong try at step 2 of a lesson, by tapping as a player would, and the words it
// should get (King-Square's is in the test of its own).
const WRONG_AT_STEP_2 = {
  // Pegs and Jokers: the 8 backs Yellow (the partner) up, onto the Red peg.
  'pegs-and-jokers': [async (page) => {
    await page.click('.pj-card.playable[data-card^="8"] >> nth=0');
    await page.click('.pj-peg.movable[data-colour="Yellow"]');
  }, /backs Yellow onto your Red peg/],
  // Stacks: the pawn to N4, then the stack on D4 slid onto E4 instead of a new piece there.
  stacks: [async (page) => {
    await page.click('.st-board .point[data-point="N4"]');
    await page.waitForSelector('.st-board .point.pending[data-point="N4"]');
    await page.click('.st-board .cell[data-name="D4"]');
    await page.waitForSelector('.cell.selected[data-name="D4"]');
    await page.click('.st-board .cell[data-name="E4"]');
  }, /slides your stack from D4 to E4/],
  // Foursquare: the 3 stacked on the 5 instead of a new pile beside it.
  foursquare: [async (page) => page.click('.fs-board .slot.has-pile[data-top-rank="5"]'), /on top of the 5/],
  // Blokus Duo: the single square on C3, off toward the edge.
  blokus: [async (page) => {
    await page.click('.bk-piece[data-piece="I1"]');
    // Up to the board (a pick from the tray leaves the page where it is).
    await page.$eval('.bk-board', (b) => b.scrollIntoView({ block: 'center' }));
    const box = await page.locator('.bk-board').boundingBox();
    const s = box.width / (2 * 16 + 24 * 14);
    await page.mouse.click(box.x + (16 + 24 * 2.5) * s, box.y + (16 + 24 * 2.5) * s);
  }, /leads to the edge/],
};

async function right(page, col, row, next) {
  await page.click(hole(col, row));
  await page.waitForSelector('[data-testid="lesson-feedback"].right');
  await page.click('[data-testid="lesson-next"]');
  await step(page, next);
}

exports.tests = [
  ['learn: King-Square taught on its board; wrong and illegal tries said and taken back; a reload resumes; then a first game against Easy', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    // The full app's home page: a game never played here offers its lesson on its card.
    await page.goto(base + '#/saves');
    await page.click('a.brand');
    await page.waitForSelector('[data-game="king-square"] [data-testid="home-learn"]');
    await page.screenshot({ path: path.join(artifacts, 'learn-home-cards.png'), fullPage: true });
    await page.goto(base + '#/new/king-square');
    await page.click('[data-testid="setup-learn"]');
    await step(page, 1);
    assert((await text(page, '[data-testid="lesson-task"]')).includes('tap any empty hole'), 'the first task');
    assertEq(await page.$$eval('.ks-board .hole', (h) => h.length), 36, 'a 6 × 6 board');
    await right(page, 2, 2, 2);

    // A wrong hole: said, and the board keeps its position.
    assertEq(await pegs(page), 6, 'the step\'s position');
    await page.click(hole(5, 5));
    await page.waitForSelector('[data-testid="lesson-feedback"].wrong');
    assert((await text(page, '[data-testid="lesson-feedback"]')).includes('does not finish the square'), 'why it is wrong');
    assertEq(await page.$('#ks-5-5 .peg'), null, 'the wrong peg is taken back');
    assert(await page.$('#ks-2-2.hinted'), 'after a wrong try the answer glows');
    for (const [w, h, tag] of [[1366, 768, 'laptop'], [390, 844, 'phone']]) {
      await page.setViewportSize({ width: w, height: h });
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: path.join(artifacts, `learn-wrong-${tag}-${scheme}.png`), fullPage: true });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1366, height: 768 });
    // A taken hole: the rule says why.
    await page.click(hole(1, 1));
    await page.waitForFunction(() => /is taken/.test(document.querySelector('[data-testid="lesson-feedback"]').textContent));
    await right(page, 2, 2, 3);

    // Left and come back: the lesson resumes at its step.
    await page.reload();
    await step(page, 3);
    await page.click('[data-testid="lesson-show"]');
    await page.waitForSelector('[data-testid="lesson-feedback"].right');
    await page.click('[data-testid="lesson-next"]');
    await step(page, 4);
    await page.click('[data-testid="lesson-skip"]');
    await step(page, 5);
    // A tilted square is not a King-Square.
    await page.click(hole(0, 2));
    await page.waitForFunction(() => /tilted/.test(document.querySelector('[data-testid="lesson-feedback"]').textContent));
    await right(page, 4, 4, 6);
    await page.click(hole(3, 3));
    await page.waitForSelector('[data-testid="lesson-feedback"].right');
    await page.screenshot({ path: path.join(artifacts, 'learn-right-laptop.png'), fullPage: true });
    await page.click('[data-testid="lesson-next"]');

    // The end: the first game, against the computer at Easy, on the lesson's board.
    await page.waitForSelector('[data-testid="lesson-finished"]');
    await page.click('[data-testid="lesson-play"]');
    await page.waitForSelector('.ks-board');
    assert(/#\/play\/king-square\//.test(page.url()), 'a saved game: ' + page.url());
    assertEq(await page.$$eval('.ks-board .hole', (h) => h.length), 36, 'on the lesson\'s board');
    await page.click(hole(0, 0));
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 2, null, { timeout: 20000 });
    const seats = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.'))
      .map((k) => JSON.parse(localStorage.getItem(k)).seats));
    assertEq(JSON.stringify(seats), JSON.stringify([[null, 'Easy']]), 'a person here plays Black, the computer White at Easy');

    // Home: the card says the lesson is done; a game never played offers its lesson.
    await page.goto(base + '#/saves');
    await page.click('a.brand');
    await page.waitForSelector('[data-game="king-square"] [data-testid="lesson-done"]');
    assertEq(await page.$('[data-game="king-square"] [data-testid="home-learn"]'), null, 'no offer once done');
    assertEq(errors, [], 'page errors');
  }],

  ['learn: every game with a lesson offers it, and it is walked to the end by "Show me" on a phone', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const games = GAMES;
    let walked = 0;
    let wrongs = 0;
    for (const game of games) {
      await page.goto(base + '#/new/' + game);
      await page.waitForSelector('[data-testid="setup-tagline"]');
      if (!(await page.$('[data-testid="setup-learn"]'))) continue;
      await page.click('[data-testid="setup-learn"]');
      await step(page, 1);
      const steps = Number((await text(page, '[data-testid="lesson-step"]')).split(' of ')[1]);
      assert(steps >= 6 && steps <= 12, `${game}: ${steps} steps`);
      for (let n = 1; n <= steps; n++) {
        await step(page, n);
        if (n === 2) await page.screenshot({ path: path.join(artifacts, `learn-${game}-phone.png`), fullPage: true });
        // Where the board is on the page: what is said of a try must not move it.
        const boardAt = () => page.$eval('.lesson .board-area', (b) => Math.round(b.getBoundingClientRect().top + window.scrollY));
        const untried = await boardAt();
        if (n === 2 && WRONG_AT_STEP_2[game]) {
          const [tryWrong, said] = WRONG_AT_STEP_2[game];
          await tryWrong(page);
          await page.waitForSelector('[data-testid="lesson-feedback"].wrong');
          const words = await text(page, '[data-testid="lesson-feedback"]');
          assert(said.test(words), `${game}: the wrong try is said: ${words}`);
          assertEq(await boardAt(), untried, `${game}: the board stays put when a wrong try is said`);
          wrongs++;
        }
        if (n === 3) {
          // Left halfway and come back: the lesson resumes at its step.
          await page.reload();
          await step(page, 3);
        }
        await page.click('[data-testid="lesson-show"]');
        await page.waitForSelector('[data-testid="lesson-feedback"].right');
        assertEq(await boardAt(), untried, `${game} step ${n}: the board stays put when a right move is said`);
        // The why and the button to go on are in view, whatever was scrolled to reach the board.
        const next = await page.$eval('[data-testid="lesson-next"]', (b) => { const r = b.getBoundingClientRect(); return [r.top, r.bottom]; });
        assert(next[0] >= 0 && next[1] <= 844, `${game} step ${n}: Next at ${next.join('–')} px, out of view`);
        if (n === 1) await page.screenshot({ path: path.join(artifacts, `learn-${game}-right-phone.png`) });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert(wide <= 390, `${game} step ${n}: ${wide} px wide`);
        await page.click('[data-testid="lesson-next"]');
      }
      await page.waitForSelector('[data-testid="lesson-finished"]');
      // The first game: this game, on a screen of its own, a person here in the first seat.
      await page.click('[data-testid="lesson-play"]');
      await page.waitForFunction((g) => location.hash.startsWith(`#/play/${g}/`), game);
      await page.waitForSelector('[data-testid="turn"]');
      walked++;
    }
    console.log(`     ${walked} lessons walked`);
    assertEq(walked, games.length, 'every game has its lesson walked');
    assertEq(wrongs, games.filter((g) => WRONG_AT_STEP_2[g]).length, 'a wrong try in every lesson that has one scripted here (King-Square\'s in its own test)');
    assert(errors.length === 0, 'page errors: ' + errors.join('; '));
  }],

  ['learn: the lesson screen fits a phone in every language, light and dark', async ({ page, base, assert, artifacts }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lang of ['en', 'ko', 'pt-BR', 'hy']) {
      await page.goto(base + '#/learn/king-square');
      await page.selectOption('[data-testid="language"]', lang);
      await page.waitForSelector('[data-testid="lesson-task"]');
      // A wrong try: the longest sentences of a step are on screen.
      await page.click(hole(5, 5));
      await page.waitForSelector('[data-testid="lesson-feedback"]');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(wide <= 390, `${lang}: ${wide} px wide`);
      const task = await page.$eval('[data-testid="lesson-task"]', (e) => e.scrollWidth <= e.clientWidth + 1);
      assert(task, `${lang}: the task is not cut`);
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: path.join(artifacts, `learn-phone-${lang}-${scheme}.png`), fullPage: true });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }],
  ['learn: another right move than the step\'s own is replaced by it on the board at once, and the words say so (Blokus)', async ({ page, base, assert, assertEq }) => {
    await page.goto(base + '#/learn/blokus');
    await step(page, 1);
    // The single square on the start point E5: right, but the lesson goes on from its W5.
    await page.click('.bk-piece[data-piece="I1"]');
    const box = await page.locator('.bk-board').boundingBox();
    const s = box.width / (2 * 16 + 24 * 14);
    await page.mouse.click(box.x + (16 + 24 * 4.5) * s, box.y + (16 + 24 * 4.5) * s);
    await page.waitForSelector('[data-testid="lesson-feedback"].right');
    assert((await text(page, '[data-testid="lesson-feedback"]')).includes('goes on from the move now shown'), 'the swap is said');
    assertEq(await page.$$eval('.bk-cell', (c) => c.map((e) => `${e.dataset.x},${e.dataset.y}`).sort().join(' ')), '3,3 3,4 4,4 4,5 5,5', 'the step\'s own W5 on the board, not the single square');
    // The tray keeps Purple's pieces while the lesson waits for Next (not Orange's).
    assert(await page.$('.bk-piece.purple'), 'Purple\'s tray');
    await page.click('[data-testid="lesson-next"]');
    await step(page, 2);
  }],
];
