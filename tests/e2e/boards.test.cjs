// Boards that explain themselves (#16): every board draws the names the move list uses.
const { GAMES } = require('./games.cjs');
const VIEW = 2 * 16 + 24 * 20;

async function newGame(page, base, game) {
  await page.goto(base + '#/new/' + game);
  await page.click('button[type=submit]');
}
async function lastMove(page) {
  return (await page.textContent('[data-testid="history"] li:last-child')).trim();
}
// The texts drawn on a board, as a set.
async function drawn(page, selector) {
  return new Set(await page.$$eval(selector, (t) => t.map((x) => x.textContent.trim())));
}
function hasAll(assert, set, names, what) {
  const missing = names.filter((n) => !set.has(n));
  assert(missing.length === 0, `${what}: not drawn: ${missing.join(' ')}`);
}
// Pegs and Jokers, a card chosen: its first peg from the list, then a joker's target, or a
// 7 or 9's first whole play from the list.
async function finishPegsTurn(page) {
  await page.click('[data-testid="picks"] button');
  if (await page.$('[data-testid="picks"] button[data-hole], .pj-peg.target')) await page.click('[data-testid="picks"] button[data-hole], .pj-peg.target');
  else if (await page.$('[data-testid="split"]')) await page.click('[data-testid="split"] button');
}
async function discardOne(page) {
  await page.click('.pj-card');
  await page.click('text=Discard this card');
}
const letters = (n) => [...Array(n)].map((_, i) => String.fromCharCode(65 + i));
const numbers = (n) => [...Array(n)].map((_, i) => String(i + 1));

exports.tests = [
  ['coordinates: every board draws the names its moves are given (#16 item 1)', async ({ page, base, assert, assertEq }) => {
    // Blokus: A–T along the top, 1–20 down the side; "Blue: I1 on square A1".
    await newGame(page, base, 'blokus');
    await page.waitForSelector('.bk-board');
    hasAll(assert, await drawn(page, '.bk-board .coord'), [...letters(20), ...numbers(20)], 'Blokus');
    await page.click('.bk-piece[data-piece="I1"]');
    const box = await page.locator('.bk-board').boundingBox();
    const s = box.width / VIEW;
    await page.mouse.click(box.x + (16 + 12) * s, box.y + (16 + 12) * s);
    await page.waitForSelector('[data-testid="history"] li');
    assertEq(await lastMove(page), 'Blue: I1 on square A1', 'Blokus move');
    // Stacks: A–G and 1–7 round the grid, every edge point's name ("N3") beyond it.
    await newGame(page, base, 'stacks');
    await page.waitForSelector('.st-board');
    const points = await page.$$eval('.st-board .point', (p) => p.map((x) => x.dataset.point));
    hasAll(assert, await drawn(page, '.st-board .coord'), [...letters(7), ...numbers(7), ...points], 'Stacks');
    assertEq(points.length, 32, 'every point named');
    // Foursquare: every spot shows its name; the first card goes to D4.
    await newGame(page, base, 'foursquare');
    await page.waitForSelector('.fs-board .slot.legal');
    hasAll(assert, await drawn(page, '.fs-board .spot-name'), ['D4'], 'Foursquare first spot');
    await page.click('.slot.legal');
    await page.waitForSelector('[data-testid="history"] li');
    assert((await lastMove(page)).endsWith('at D4'), await lastMove(page));
    const spots = await page.$$eval('.fs-board .spot-name', (t) => t.map((x) => x.textContent));
    assertEq(spots.length, 5, 'the pile and four spots beside it');
    assert(spots.includes('D3') && spots.includes('C4') && spots.includes('E4') && spots.includes('D5'), spots.join(' '));
    // Pegs and Jokers: every sixth hole of the track numbered outside it (T0, T6, …).
    for (const players of [4, 8]) {
      await page.goto(base + '#/new/pegs-and-jokers');
      await page.selectOption('#opt-players', String(players));
      await page.click('button[type=submit]');
      await page.waitForSelector('.pj-board');
      const holes = await page.$$eval('.pj-hole[data-hole]', (h) => h.length);
      const names = [...Array(holes / 6)].map((_, i) => `T${i * 6}`);
      hasAll(assert, await drawn(page, '.pj-number'), names, `Pegs and Jokers, ${players} players`);
    }
  }],
  ['tap targets: at least 40 px on a 390 px phone, on every board (#16 item 5)', async ({ browser, base, assert, assertEq }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    page.setDefaultTimeout(10000);
    // Whether a tap 19 px left, right, above and below an element's centre still reaches it.
    const reach = (selector, closest) => page.$$eval(selector, (els, closest) => els.map((el) => {
      const r = el.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      return [[19, 0], [-19, 0], [0, 19], [0, -19]].every(([dx, dy]) => {
        const hit = document.elementFromPoint(x + dx, y + dy);
        return hit && hit.closest(closest) === el.closest(closest);
      });
    }), closest);
    // Stacks: the edge points (15 px drawn) answer a fingertip.
    await newGame(page, base, 'stacks');
    await page.waitForSelector('.st-board');
    const spots = await reach('.st-board .point.playable .spot', '.point');
    assertEq(spots.filter((ok) => !ok).length, 0, `edge points out of reach (${spots.length} measured)`);
    // King-Square, 10×10 (37 px holes): a tap shows the peg, "Place" places it.
    await newGame(page, base, 'king-square');
    await page.waitForSelector('.ks-board');
    await page.tap('#ks-3-3');
    await page.waitForSelector('[data-testid="ks-ghost"]');
    assertEq(await page.$$eval('.ks-board .peg:not(.ghost)', (p) => p.length), 0, 'nothing placed by the first tap');
    const place = await page.locator('[data-testid="ks-place"]').boundingBox();
    assert(place.height >= 40 && place.width >= 40, `Place button ${place.width}×${place.height}`);
    assertEq((await page.textContent('[data-testid="ks-place"]')).trim(), 'Place at D4', 'the button names the hole');
    await page.tap('[data-testid="ks-place"]');
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg:not(.ghost)').length === 1);
    // Held sideways (844×390) the holes are smaller still: the same two steps.
    await page.setViewportSize({ width: 844, height: 390 });
    await page.tap('#ks-6-6');
    await page.waitForSelector('[data-testid="ks-ghost"]');
    assertEq(await page.$$eval('.ks-board .peg:not(.ghost)', (p) => p.length), 1, 'a first tap sideways places nothing');
    await page.setViewportSize({ width: 390, height: 844 });
    // Blokus (18 px cells): pieces are picked from a tray of fingertip-sized buttons, a tap
    // shows the piece, "Place" places it.
    await newGame(page, base, 'blokus');
    await page.waitForSelector('.bk-board');
    const piece = await page.locator('.bk-piece').first().boundingBox();
    assert(piece.height >= 40 && piece.width >= 40, `tray piece ${piece.width}×${piece.height}`);
    const placeBk = await page.locator('button:has-text("Place")').boundingBox();
    assert(placeBk.height >= 40, `Place ${placeBk.height}`);
    // Every piece of the tray in view at once, none narrower than a fingertip (#16 item 13).
    const tray = await page.$$eval('.bk-piece', (p) => p.map((x) => { const r = x.getBoundingClientRect(); return [r.left, r.right, r.width, r.height]; }));
    assertEq(tray.length, 21, 'the whole tray');
    assert(tray.every(([l, r, w, h]) => l >= 0 && r <= 390 && w >= 40 && h >= 40), 'tray: ' + JSON.stringify(tray.map((t) => t.map(Math.round))));
    // Pegs and Jokers with eight players (11 px pegs): the chosen card's pegs as buttons.
    await page.goto(base + '#/new/pegs-and-jokers');
    await page.selectOption('#opt-players', '8');
    await page.click('button[type=submit]');
    let checked = false;
    for (let turn = 0; turn < 24 && !checked; turn++) {
      const before = await page.$$eval('[data-testid="history"] li', (l) => l.length);
      await page.click('text=Show my cards');
      await page.waitForSelector('[data-testid="hand"]');
      const playable = await page.$$('.pj-card.playable');
      if (playable.length) {
        await playable[0].click();
        const buttons = await page.$$eval('[data-testid="picks"] button', (b) => b.map((x) => { const r = x.getBoundingClientRect(); return [r.width, r.height]; }));
        assert(buttons.length > 0, 'the pegs the card can move, as buttons');
        assert(buttons.every(([w, h]) => w >= 40 && h >= 40), 'pick buttons: ' + JSON.stringify(buttons));
        await page.click('[data-testid="picks"] button');
        await page.waitForSelector('.pj-peg.picked, .pj-peg.target, [data-testid="split"], [data-testid="history"] li');
        checked = true;
      } else {
        await page.click('.pj-card');
        await page.click('text=Discard this card');
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length > n, before);
      }
    }
    assert(checked, 'a playable card came up');
    await context.close();
  }],
  ['setup: a solitaire asks whether to watch the computer play (#16 item 10)', async ({ page, base, assert, assertEq }) => {
    await page.goto(base + '#/new/foursquare');
    assertEq((await page.textContent('.seats legend')).trim(), 'Who plays', 'legend');
    assertEq((await page.textContent('label[for="seat-0"]')).trim(), 'Let the computer play (watch)', 'label');
    const choices = await page.$$eval('#seat-0 option', (o) => o.map((x) => x.textContent));
    assertEq(choices[0], 'No, I play', 'first choice');
    assert(choices.length === 5 && choices.slice(1).every((c) => c.startsWith('Computer (')), 'the levels: ' + choices);
  }],
  ['hints: in the colour of the player they are for, their piece or card marked (#16 item 8)', async ({ page, base, assert, assertEq }) => {
    page.setDefaultTimeout(30000);
    const hint = async () => {
      await page.click('[data-testid="hint-button"]');
      await page.waitForFunction(() => /^Hint: /.test(document.querySelector('[data-testid="hint"]')?.textContent || ''));
      return (await page.textContent('[data-testid="hint"]')).trim();
    };
    // Blokus, Red's turn: the outline is red, and the hinted piece is marked in the tray.
    await newGame(page, base, 'blokus');
    await page.waitForSelector('.bk-board');
    const box = await page.locator('.bk-board').boundingBox();
    const cellAt = async (x, y) => page.mouse.click(box.x + (16 + 24 * (x + 0.5)) * box.width / VIEW, box.y + (16 + 24 * (y + 0.5)) * box.width / VIEW);
    for (const [x, y] of [[0, 0], [19, 0]]) {
      const n = await page.$$eval('.bk-cell', (c) => c.length);
      await page.click('.bk-piece[data-piece="I1"]');
      await cellAt(x, y);
      await page.waitForFunction((n) => document.querySelectorAll('.bk-cell').length > n, n);
    }
    assertEq((await page.textContent('[data-testid="turn"]')).trim(), 'Red to play', 'Red');
    const words = await hint();
    const piece = words.match(/^Hint: Red: (\S+) on square /)[1];
    assertEq(await page.$eval('.bk-hint', (r) => getComputedStyle(r).stroke), 'rgb(216, 64, 47)', 'the hint drawn in red');
    assertEq(await page.$$eval('.bk-piece.hinted', (p) => p.map((x) => x.dataset.piece)), [piece], 'the piece marked in the tray');
    assert(!/simulations|won/.test(words), 'no odds said: ' + words);
    // King-Square: the hinted hole shows a see-through peg of the mover's colour.
    await newGame(page, base, 'king-square');
    await page.waitForSelector('.ks-board');
    await page.click('#ks-2-2');
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 1);
    const ks = await hint();
    const hole = ks.match(/^Hint: White: ([A-Z])(\d+)/);
    const [col, row] = [hole[1].charCodeAt(0) - 65, +hole[2] - 1];
    assertEq(await page.$$eval(`#ks-${col}-${row} .peg.hint-peg.white`, (p) => p.length), 1, 'a white see-through peg in the hinted hole');
    // Pegs and Jokers alone against computers: the hinted card is marked in the hand.
    await page.goto(base + '#/new/pegs-and-jokers');
    for (const i of [1, 2, 3]) await page.selectOption('#seat-' + i, 'easy');
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid="hand"]');
    const pj = await hint();
    const marked = await page.$$eval('.pj-card.hinted', (c) => c.map((x) => x.dataset.card));
    assertEq(marked.length, 1, 'one card marked');
    assert(pj.includes(marked[0]), `the marked card ${marked[0]} is the hint's: ${pj}`);
    // Play a card: the three computers answer, and all their moves are news (#16 item 2).
    const before = await page.$$eval('[data-testid="history"] li', (l) => l.length);
    if (await page.$('.pj-card.playable')) {
      await page.click('.pj-card.playable');
      await finishPegsTurn(page);
    } else {
      await discardOne(page);
    }
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length >= n + 4, before, { timeout: 30000 });
    await page.waitForSelector('[data-testid="hand"]');
    assertEq(await page.$$eval('[data-testid="history"] li.news', (l) => l.length), 3, "the three computers' moves since this player's turn");
    const notice = (await page.textContent('[data-testid="notice"]')).trim();
    assertEq(notice.split(' · ').length, 4, 'three moves, then whose turn: ' + notice);
  }],
  ['setup invites: what the game is, its rules, play the computer in one click, seats remembered, steppers; home shows each board (#16 item 7)', async ({ page, base, assert, assertEq }) => {
    await page.goto(base);
    await page.waitForSelector('.game-list');
    assertEq(await page.$$eval('.game-card svg.picture', (p) => p.filter((x) => x.getBoundingClientRect().height > 50 && x.childElementCount > 0).length), GAMES.length, 'a drawing of each board');
    await page.goto(base + '#/new/blokus');
    assert((await page.textContent('[data-testid="setup-tagline"]')).includes('polyominoes'), 'one line on the game');
    await page.click('text=How to play');
    assert(await page.isVisible('.setup-rules p'), 'the rules open');
    await page.click('[data-testid="vs-computer"]');
    assertEq(await page.$$eval('.seats select', (s) => s.map((x) => x.value)), ['human', 'medium', 'medium', 'medium'], 'every other seat to the computer');
    await page.selectOption('#seat-2', 'hard');
    await page.click('button[type=submit]');
    await page.waitForSelector('.bk-board');
    await page.goto(base + '#/new/blokus');
    await page.waitForSelector('#seat-2');
    assertEq(await page.$$eval('.seats select', (s) => s.map((x) => x.value)), ['human', 'medium', 'hard', 'medium'], 'the last seats remembered');
    // King-Square's numbers step with − and +.
    await page.goto(base + '#/new/king-square');
    await page.click('.field:has(#opt-size) button[aria-label="More"]');
    assertEq(await page.inputValue('#opt-size'), '11', 'board size up');
    await page.click('.field:has(#opt-target) button[aria-label="Less"]');
    assertEq(await page.inputValue('#opt-target'), '4', 'target down');
    const border = await page.$eval('fieldset.seats', (f) => getComputedStyle(f).borderTopStyle + ' ' + getComputedStyle(f).borderRadius);
    assertEq(border, 'solid 12px', 'a styled seat table, not the default fieldset');
  }],
  ['stacks: the first-move trap is explained with a picture and warned of before it is played; the tints have a legend (#16 item 12)', async ({ page, base, assert, assertEq }) => {
    await newGame(page, base, 'stacks');
    await page.waitForSelector('.st-board');
    const legend = (await page.textContent('[data-testid="legend"]')).trim();
    for (const words of ['points your pawn may go to', "line of sight", 'the last turn']) assert(legend.includes(words), 'legend: ' + legend);
    assert(await page.isChecked('#st-warn'), 'the warning is on by default');
    const moves = () => page.$$eval('[data-testid="history"] li', (l) => l.length);
    const trap = async () => {
      await page.click('.st-board .point[data-point="N0"]');
      await page.waitForSelector('.st-board .point.pending[data-point="N0"]');
      await page.click('.st-board .cell[data-name="A3"]');
    };
    await page.click('.st-board .point[data-point="N0"]');
    await page.waitForSelector('.st-board .point.pending[data-point="N0"]');
    const board = await page.locator('.st-board').boundingBox();
    await page.click('.st-board .point[data-point="N0"]');
    await trap();
    await page.waitForSelector('[data-testid="trap-warning"]');
    const warning = await page.textContent('[data-testid="trap-warning"]');
    assert(warning.includes('White can complete a path at once') && warning.includes('White: pawn to W0'), warning);
    assertEq(await moves(page), 0, 'nothing played yet');
    assert(await page.evaluate(() => document.activeElement && document.activeElement.textContent === 'Choose another turn'), 'the keyboard is on the warning');
    const same = await page.locator('.st-board').boundingBox();
    assert(Math.abs(same.y - board.y) <= 2, 'the warning lies over the board: nothing moves');
    await page.click('text=Choose another turn');
    await page.waitForFunction(() => !document.querySelector('[data-testid="trap-warning"]'));
    assertEq(await page.$$eval('.st-board .point.pending', (p) => p.length), 1, 'the pawn move stays');
    await trap();
    await page.click('text=Play it anyway');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    // Switched off, the trap plays at once (and the setting is kept).
    await page.click('button:has-text("Undo")');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 0);
    await page.uncheck('#st-warn');
    await trap();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assertEq(await page.evaluate(() => localStorage.getItem('boardshelf.stacks.warn')), 'off', 'remembered');
    // The rules help says it, with a picture.
    await page.click('button:has-text("Rules")');
    assert((await page.textContent('.rules-help')).includes('a path can be a single cell'), 'the trap in the rules');
    assert(await page.isVisible('.rules-help .rules-picture'), 'with a picture');
  }],
  ['pegs and jokers: the way round, come-out holes and in-spots explained, cards as cards, a halo on any colour, what happened since your turn (#16 item 11)', async ({ page, base, assert, assertEq }) => {
    await newGame(page, base, 'pegs-and-jokers');
    await page.waitForSelector('.pj-board');
    assertEq(await page.$$eval('.pj-arrow', (a) => a.length), 4, 'an arrow on each side');
    const legend = (await page.textContent('[data-testid="legend"]')).trim();
    for (const words of ['direction of travel', 'come-out hole', 'in-spot']) assert(legend.includes(words), legend);
    assertEq(await page.$$eval('[data-testid="since-last-turn"]', (l) => l.length), 0, 'nothing has happened yet');
    let halos = false;
    for (let turn = 0; turn < 8; turn++) {
      const before = await page.$$eval('[data-testid="history"] li', (l) => l.length);
      if (turn > 0) {
        // The pass screen says what happened since this player last moved.
        const since = await page.$$eval('[data-testid="since-last-turn"] li', (l) => l.map((x) => x.textContent));
        const history = await page.$$eval('[data-testid="history"] li', (l) => l.map((x) => x.textContent));
        assertEq(since, history.slice(Math.max(0, history.length - 3)), 'the others\' moves since this turn');
      }
      await page.click('text=Show my cards');
      await page.waitForSelector('[data-testid="hand"]');
      const face = await page.$eval('.pj-card .rank', (r) => parseFloat(getComputedStyle(r).fontSize));
      assert(face >= 20, 'ranks drawn large: ' + face);
      if (await page.$('.pj-card.playable')) {
        await page.click('.pj-card.playable');
        const rings = await page.$$eval('.pj-peg.movable', (p) => p.map((g) => [...g.querySelectorAll('.halo')].map((c) => getComputedStyle(c).stroke)));
        assert(rings.length > 0 && rings.every((r) => r.join() === 'rgb(255, 255, 255),rgb(31, 29, 26)'), 'a light and a dark ring round every peg that can move: ' + JSON.stringify(rings));
        halos = true;
        await finishPegsTurn(page);
      } else {
        await discardOne(page);
      }
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length > n, before);
    }
    assert(halos, 'a card could move a peg');
  }],
];
