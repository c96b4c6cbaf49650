// Foursquare in the browser: a fixed deal opened from a link, placements by clicking,
// flips checked in the DOM, a game played to its end, replaying the deal, statistics.
const path = require('path');

/// A share link for a fresh Foursquare deal with this seed (the link format: version byte,
/// flags, then postcard: game id, config {undo}, seed varint, no moves).
function dealLink(base, seed, undo = 0) {
  const id = Buffer.from('foursquare');
  const varint = [];
  let s = seed;
  do { let b = s & 0x7f; s >>>= 7; if (s) b |= 0x80; varint.push(b); } while (s);
  const bytes = Buffer.from([1, 0, id.length, ...id, undo, ...varint, 0]);
  return base + '#/play/foursquare?r=' + bytes.toString('base64url');
}
async function slot(page, col, row) {
  return page.$eval(`.slot[data-col="${col}"][data-row="${row}"]`, (g) => ({
    height: +g.dataset.height, rank: g.dataset.topRank ? +g.dataset.topRank : null,
    up: g.dataset.topUp === 'true', legal: g.dataset.legal === 'true',
  }));
}
async function nextRank(page) {
  return +(await page.getAttribute('[data-testid="next-card"]', 'data-rank'));
}
async function placed(page) {
  return page.$$eval('.slot.has-pile', (s) => s.reduce((n, g) => n + +g.dataset.height, 0));
}
async function clickSlot(page, col, row) {
  const before = await placed(page);
  await page.click(`.slot[data-col="${col}"][data-row="${row}"]`);
  await page.waitForFunction((n) => [...document.querySelectorAll('.slot.has-pile')].reduce((a, g) => a + +g.dataset.height, 0) === n + 1, before);
}

exports.tests = [
  ['a game the computer plays alone names its seat "Player", not "You"', async ({ page, base, assertEq }) => {
    await page.goto(base + '#/new/foursquare');
    await page.selectOption('#seat-0', 'easy');
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid="computer-seats"]');
    assertEq((await page.textContent('[data-testid="computer-seats"]')).trim(), 'Player: Computer (easy)', 'the seat line');
  }],
  ['foursquare: on a phone the table never shifts: its window holds every spot a deal reaches (#28 item 2, #60 item 7)', async ({ page, base, assert }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(dealLink(base, 42));
    await page.waitForSelector('.fs-board .slot.legal');
    // The table's window in cells (from its viewBox: cells are 82 × 112 units, the window
    // starts 6 + 6 and 6 + 7 units before its first cell), and the cells it must show.
    const look = () => page.evaluate(() => {
      const vb = document.querySelector('.fs-board').getAttribute('viewBox').split(/[ ,]+/).map(Number);
      const cells = [...document.querySelectorAll('.slot.has-pile, .slot.legal')].map((g) => [+g.dataset.col, +g.dataset.row]);
      // In page coordinates: a scroll made to reach a spot (the click's own) moves nothing.
      const r = document.querySelector('.fs-board').getBoundingClientRect();
      const at = [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height].map((v) => Math.round(v * 10) / 10);
      return { col: Math.round((vb[0] + 12) / 82), row: Math.round((vb[1] + 13) / 112), size: Math.round((vb[2] - 12) / 82), cells, box: [vb, ...at].join() };
    });
    const inside = (w, [c, r]) => c >= w.col && c < w.col + w.size && r >= w.row && r < w.row + w.size;
    let before = await look();
    let moved = 0;
    let cards = 0;
    for (; cards < 20 && !(await page.$('.game-over')); cards++) {
      // Spread out on purpose: the spot farthest from the first pile.
      const spots = await page.$$eval('.slot.legal', (s) => s.map((g) => [+g.dataset.col, +g.dataset.row]));
      if (!spots.length) break;
      const [col, row] = spots.sort((a, b) => Math.abs(b[0]) + Math.abs(b[1]) - Math.abs(a[0]) - Math.abs(a[1]))[0];
      await clickSlot(page, col, row);
      const now = await look();
      for (const cell of now.cells) assert(inside(now, cell), `card ${cards + 1}: ${cell} is outside the table`);
      if (now.box !== before.box) moved++;
      before = now;
    }
    assert(cards >= 8, `only ${cards} cards placed`);
    assert(moved === 0, `the table moved after ${moved} of ${cards} cards`);
  }],
  ['foursquare: a fixed deal, a flip by clicking, played to the end, replayed', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    await page.goto(dealLink(base, 42));
    await page.waitForSelector('.fs-board .slot.legal');
    assertEq(await page.$$eval('.slot.legal', (s) => s.length), 1, 'the first card has one place');
    assert((await page.textContent('[data-testid="stock-count"]')).includes('39 cards left'), 'full stock less the drawn card');
    const first = await nextRank(page);
    await clickSlot(page, 0, 0);
    assertEq(await slot(page, 0, 0), { height: 1, rank: first, up: true, legal: true }, 'first card face up');
    assertEq(await page.$$eval('.slot.legal', (s) => s.length), 5, 'the pile and its four neighbours');
    // Place cards to the right until one flips the first card (any rank but a tie does).
    let second = await nextRank(page);
    await clickSlot(page, 1, 0);
    const a = await slot(page, 0, 0);
    const b = await slot(page, 1, 0);
    assertEq(b, { height: 1, rank: second, up: true, legal: true }, 'the placed card stays up');
    assertEq(a.up, first === second, 'the first card flips unless the ranks tie');
    // The card just placed is ringed, the cards it turned ringed dashed (#16 item 10).
    assertEq(await page.$$eval('.slot .fs-mark.placed', (m) => m.map((x) => x.closest('.slot').dataset.col)), ['1'], 'the placed card marked');
    assertEq(await page.$$eval('.fs-mark.flipped', (m) => m.length), a.up ? 0 : 1, 'the turned card marked');
    assert((await page.getAttribute('.slot[data-col="1"][data-row="0"]', 'aria-label')).includes('the card just placed'), 'said too');
    if (!a.up) {
      assertEq(await page.$$eval('.card.flipped', (c) => c.length), 1, 'the flip is animated');
      assert((await page.textContent('[data-testid="face-down"]')).includes('Face-down: 1 (4 allowed)'), 'face-down count');
    }
    const line = await page.textContent('[data-testid="history"] li:last-child');
    assert(line.includes(a.up ? ' at E4' : ' at E4 — flipped 1 card'), 'history: ' + line);
    await page.screenshot({ path: path.join(artifacts, 'foursquare-early.png') });
    // Illegal: a diagonal spot is not even offered; clicking a full pile is explained elsewhere.
    // Play on: always the first legal spot, until the game ends.
    for (let i = 0; i < 40 && !(await page.$('.game-over')); i++) {
      const [c, r] = await page.$eval('.slot.legal', (g) => [g.dataset.col, g.dataset.row]);
      await clickSlot(page, c, r);
    }
    await page.waitForSelector('.game-over');
    const result = (await page.textContent('[data-testid="result"]')).trim();
    assert(/^(You won! Score \d+|Lost: )/.test(result), 'result: ' + result);
    assertEq(await page.$$eval('.slot.legal', (s) => s.length), 0, 'no moves after the end');
    await page.screenshot({ path: path.join(artifacts, 'foursquare-end.png') });
    // Replay this deal: the same first card.
    await page.click('text=Replay this deal');
    await page.waitForFunction(() => document.querySelectorAll('.slot.has-pile').length === 0);
    assertEq(await nextRank(page), first, 'same deal');
    // Statistics count the finished game once.
    await page.goto(base + '#/new/foursquare');
    await page.waitForSelector('[data-testid="stats"]');
    const stats = await page.$$eval('[data-testid="stats"] dd', (d) => d.map((x) => x.textContent));
    assertEq(stats[0], '1', 'played');
    assertEq(stats[1], result.startsWith('You won') ? '1' : '0', 'won');
    assertEq(errors, [], 'console errors');
  }],
  ['foursquare: damaged statistics are kept aside and reported, never overwritten silently (#27)', async ({ page, base, assert, assertEq, errors }) => {
    const damaged = '{"played": 12, "won": 5, "best_score": 7, oops';
    await page.goto(base + '#/new/foursquare');
    await page.evaluate((d) => localStorage.setItem('boardshelf.stats.foursquare', d), damaged);
    await page.reload();
    await page.waitForSelector('[data-testid="stats-damaged"]');
    await page.click('button[type=submit]');
    await page.waitForSelector('.fs-board .slot.legal');
    for (let i = 0; i < 40 && !(await page.$('.game-over')); i++) {
      const [c, r] = await page.$eval('.slot.legal', (g) => [g.dataset.col, g.dataset.row]);
      await clickSlot(page, c, r);
    }
    await page.waitForSelector('.game-over');
    const aside = await page.evaluate(() => localStorage.getItem('boardshelf.damaged.stats.foursquare'));
    assertEq(aside, damaged, 'the damaged text is kept aside as it was');
    await page.goto(base + '#/new/foursquare');
    await page.waitForSelector('[data-testid="stats"]');
    assert((await page.textContent('[data-testid="stats-damaged"]')).includes('could not be read'), 'the player is told');
    assertEq(await page.$eval('[data-testid="stats"] dd', (d) => d.textContent), '1', 'counting starts again');
    assertEq(errors, [], 'console errors');
  }],
  ['foursquare: undo off hides undo; keyboard places a card', async ({ page, base, assert, assertEq }) => {
    await page.goto(base + '#/new/foursquare');
    await page.selectOption('#opt-undo', '2');
    await page.click('button[type=submit]');
    await page.waitForSelector('.fs-board .slot.legal');
    assertEq(await page.$$('text=Undo').then((b) => b.length), 0, 'no undo button');
    await page.focus('.slot.legal');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.slot.has-pile');
    assertEq(await placed(page), 1, 'placed by keyboard');
    assert((await page.getAttribute('.slot.has-pile', 'aria-label')).includes('pile of 1, top card'), 'label in words');
    // A hint from the search (in the worker), in words, without playing it.
    await page.click('[data-testid="hint-button"]');
    await page.waitForFunction(() => /^Hint: .+ at [A-G][1-7][^(]*$/.test(document.querySelector('[data-testid="hint"]')?.textContent || ''), null, { timeout: 30000 });
    assertEq(await placed(page), 1, 'the hint is not played');
    // The suggested spot glows on the table; it is one of the legal spots.
    assertEq(await page.$$eval('.slot.hinted', (s) => s.map((g) => g.classList.contains('legal'))), [true], 'one legal spot hinted');
    await page.click('.slot.hinted');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2);
    assertEq(await page.$$('.slot.hinted').then((s) => s.length), 0, 'the glow goes with the move');
  }],
];
exports.dealLink = dealLink;
