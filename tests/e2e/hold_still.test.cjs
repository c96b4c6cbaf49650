// Boards that hold still (#28): the board's box is measured after every move of a watched
// game (every seat a computer) and after a person's first steps, on a phone and a laptop, in
// English and Armenian. It may not move or change size by more than 1 px.
const { GAMES } = require('./games.cjs');
const { dealLink } = require('./foursquare.test.cjs');
const SIZES = [[390, 844], [1366, 768]];

async function box(page) {
  return page.$eval('.board-area .board', (b) => {
    const r = b.getBoundingClientRect();
    return [r.left, r.top + window.scrollY, r.width, r.height].map((v) => Math.round(v * 10) / 10);
  });
}
/// The heights of what stands above the board, to say what pushed it.
async function above(page) {
  return page.$$eval('.play-head > *, .play > .notice, .board-area > :first-child > :not(.board)', (els) =>
    els.map((e) => `${e.className || e.tagName}:${Math.round(e.getBoundingClientRect().height)}`).join(' '));
}
function moved(a, b) {
  return Math.max(...a.map((v, i) => Math.abs(v - b[i])));
}
async function history(page) {
  return page.$$eval('[data-testid="history"] li', (l) => l.length);
}

/// Where each Foursquare pile's top card is on the screen, by its spot, once every animation
/// (a card dropped, a card turned) has finished.
async function piles(page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  return page.$$eval('.fs-board .slot.has-pile', (gs) => Object.fromEntries(gs.map((g) => {
    const r = g.querySelector('.card-body').getBoundingClientRect();
    return [`${g.dataset.col},${g.dataset.row}`, [r.left, r.top, r.width, r.height]];
  })));
}
/// The legal spot farthest towards (dx, dy): the table drifts to one side as far as the
/// rules let it, which is when a window smaller than the reachable table must shift.
async function towards(page, [dx, dy]) {
  const spots = await page.$$eval('.slot.legal', (s) => s.map((g) => [+g.dataset.col, +g.dataset.row]));
  return spots.sort((a, b) => dx * (b[0] - a[0]) + dy * (b[1] - a[1]))[0];
}

exports.tests = [
  ['the board holds still through a watched game of every game, phone and laptop, English and Armenian', async ({ page, base, assert }) => {
    page.setDefaultTimeout(60000);
    const problems = [];
    for (const lang of ['en', 'hy']) {
      await page.goto(base + '#/');
      await page.evaluate((l) => localStorage.setItem('boardshelf.lang', l), lang);
      await page.reload();
      for (const [w, h] of SIZES) {
        await page.setViewportSize({ width: w, height: h });
        for (const game of GAMES) {
          await page.goto(base + '#/new/' + game);
          await page.waitForSelector('#seat-0');
          for (const select of await page.$$('select[id^="seat-"]')) await select.selectOption('easy');
          await page.click('button[type=submit]');
          await page.waitForSelector('.board-area .board');
          await page.waitForTimeout(300);
          const first = await box(page);
          const before = await above(page);
          let worst = [0, ''];
          for (let n = 1; n <= 10; n++) {
            await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length >= n || document.querySelector('.game-over'), n);
            await page.waitForTimeout(120);
            const d = moved(first, await box(page));
            if (d > worst[0]) worst = [d, `after move ${n}: ${first} → ${await box(page)}; ${before} → ${await above(page)}`];
            if (await page.$('.game-over')) break;
          }
          if (worst[0] > 1) problems.push(`${lang} ${w}px ${game}: the board moved ${worst[0]} px (${worst[1]})`);
        }
      }
    }
    assert(problems.length === 0, problems.join('\n'));
  }],
  ['a person\'s first steps move nothing: a Stacks pawn step, a Blokus piece picked (phone, English and Armenian)', async ({ page, base, assert }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = [];
    for (const lang of ['en', 'hy']) {
      await page.goto(base + '#/');
      await page.evaluate((l) => localStorage.setItem('boardshelf.lang', l), lang);
      await page.reload();
      await page.goto(base + '#/new/stacks');
      await page.click('button[type=submit]');
      await page.waitForSelector('.st-board .point.playable');
      let first = await box(page);
      await page.click('.st-board .point.playable');
      await page.waitForSelector('.st-board .point.pending');
      let d = moved(first, await box(page));
      if (d > 1) problems.push(`${lang} stacks: the pawn step moved the board ${d} px`);
      await page.goto(base + '#/new/blokus');
      await page.click('button[type=submit]');
      await page.waitForSelector('.bk-piece');
      first = await box(page);
      const tray = await page.$eval('.bk-piece', (p) => p.getBoundingClientRect().top + window.scrollY);
      await page.click('.bk-piece[data-piece="I5"]');
      d = moved(first, await box(page));
      const trayMoved = Math.abs(tray - await page.$eval('.bk-piece', (p) => p.getBoundingClientRect().top + window.scrollY));
      if (d > 1) problems.push(`${lang} blokus: picking a piece moved the board ${d} px`);
      if (trayMoved > 1) problems.push(`${lang} blokus: picking a piece moved the tray ${trayMoved} px`);
    }
    assert(problems.length === 0, problems.join('\n'));
  }],
  ['foursquare: no pile moves under the finger while whole deals are played, phone and laptop (#60 item 7)', async ({ browser, base, assert }) => {
    const problems = [];
    let cards = 0;
    let worst = 0;
    for (const [w, h] of SIZES) {
      const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, isMobile: w < 500 });
      const page = await context.newPage();
      // Four deals, each drifting to another corner: every side of the reachable table is used.
      for (const [seed, way] of [[3, [1, 1]], [42, [-1, -1]], [77, [1, -1]], [2026, [-1, 1]]]) {
        await page.goto(dealLink(base, seed));
        await page.waitForSelector('.fs-board .slot.legal');
        while (!(await page.$('.game-over'))) {
          const before = await piles(page);
          const [col, row] = await towards(page, way);
          const on = () => [...document.querySelectorAll('.slot.has-pile')].reduce((n, g) => n + +g.dataset.height, 0);
          const placed = await page.evaluate(on);
          await page.tap(`.slot[data-col="${col}"][data-row="${row}"]`);
          await page.waitForFunction(`(${on})() === ${placed + 1}`);
          const after = await piles(page);
          cards++;
          for (const [spot, was] of Object.entries(before)) {
            const d = Math.max(...was.map((v, i) => Math.abs(v - after[spot][i])));
            worst = Math.max(worst, d);
            if (d > 1) problems.push(`${w}px seed ${seed}: the pile at ${spot} moved ${d.toFixed(1)} px when a card went to ${col},${row}`);
          }
        }
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        if (sideways > 0) problems.push(`${w}px seed ${seed}: the page scrolls sideways by ${sideways} px`);
      }
      await context.close();
    }
    console.log(`     ${cards} cards placed; the farthest any pile moved: ${worst.toFixed(1)} px`);
    assert(cards >= 40, `only ${cards} cards placed`);
    assert(problems.length === 0, problems.slice(0, 12).join('\n') + (problems.length > 12 ? `\n… ${problems.length} in all` : ''));
  }],
  ['share opens beside or under the board and moves it by no more than 1 px, every game, laptop and phone (#60 item 8)', async ({ page, base, assert }) => {
    const problems = [];
    // Where the board is on the screen, as the player sees it (no scroll added back).
    const seen = () => page.$eval('.board-area .board', (b) => {
      const r = b.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10);
    });
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      for (const game of GAMES) {
        await page.goto(base + '#/new/' + game);
        await page.click('button[type=submit]');
        await page.waitForSelector('.board-area .board');
        const share = page.locator('.side button:text-is("Share")');
        // The button in view first, as a player sees it before tapping it.
        await share.evaluate((b) => b.scrollIntoView({ block: 'center' }));
        await page.waitForTimeout(150);
        const before = await seen();
        await share.click();
        await page.waitForSelector('[data-testid="share"]');
        await page.waitForTimeout(150);
        const open = await seen();
        const d = moved(before, open);
        if (d > 1) problems.push(`${w}px ${game}: share moved the board ${d} px (${before} → ${open})`);
        const panel = await page.$eval('[data-testid="share"]', (p) => {
          const r = p.getBoundingClientRect();
          return r.top < window.innerHeight && r.bottom > 0;
        });
        if (!panel) problems.push(`${w}px ${game}: the share panel opened out of view`);
      }
    }
    assert(problems.length === 0, problems.join('\n'));
  }],
  ['king-square on a phone: Share brings its panel into view when it opens below the screen (#60)', async ({ page, base, assert, artifacts }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(base + '#/new/king-square');
      await page.click('button[type=submit]');
      await page.waitForSelector('.board-area .board');
      // Scrolled just far enough to see the button, at the bottom of the screen.
      const share = page.locator('.side button:text-is("Share")');
      await share.evaluate((b) => b.scrollIntoView({ block: 'end' }));
      await share.click();
      await page.waitForSelector('[data-testid="share"]');
      // The panel is brought in view once drawn: a frame and a task later.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
      const [top, bottom, height] = await page.$eval('[data-testid="share"]', (p) => {
        const r = p.getBoundingClientRect();
        return [r.top, r.bottom, window.innerHeight];
      });
      await page.screenshot({ path: `${artifacts}/share-phone-${scheme}.png` });
      assert(top >= 0 && bottom <= height, `${scheme}: the panel (${top}–${bottom} px) is inside the 0–${height} px screen`);
    }
  }],
];
