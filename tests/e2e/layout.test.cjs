// The game screen does not jump (#16 item 3), the move list follows play (item 2), and a
// finished game shows its end beside the board (item 4).
const { GAMES } = require('./games.cjs');

// Where the board and the side panel's buttons are, rounded to whole pixels.
async function layout(page) {
  return page.evaluate(() => {
    const at = (el) => { const r = el.getBoundingClientRect(); return [Math.round(r.x), Math.round(r.y)]; };
    return {
      board: at(document.querySelector('.board')),
      buttons: [...document.querySelectorAll('.side .controls button')].map((b) => [b.textContent, ...at(b)]),
      moves: at(document.querySelector('.stepper')),
    };
  });
}
function sameLayout(assert, a, b, what) {
  const moved = (p, q) => Math.abs(p[0] - q[0]) > 2 || Math.abs(p[1] - q[1]) > 2;
  assert(!moved(a.board, b.board), `${what}: the board moved ${a.board} → ${b.board}`);
  assert(!moved(a.moves, b.moves), `${what}: the move list moved ${a.moves} → ${b.moves}`);
  for (const [label, x, y] of b.buttons) {
    const before = a.buttons.find((x) => x[0] === label);
    if (before) assert(!moved(before.slice(1), [x, y]), `${what}: ${label} moved ${before.slice(1)} → ${[x, y]}`);
  }
}
async function placedCards(page) {
  return page.$$eval('.slot.has-pile', (g) => g.reduce((a, x) => a + +x.dataset.height, 0));
}

/// Opens a King-Square game of `n` moves on distinct holes (always legal), saved under `id`
/// as the app saves.
async function openKingSquare(page, base, id, n) {
  const moves = [];
  for (let i = 0; moves.length < n; i++) {
    const hole = { col: (i * 7) % 10, row: (i * 3 + Math.floor(i / 10)) % 10 };
    if (!moves.some((m) => m.col === hole.col && m.row === hole.row)) moves.push(hole);
  }
  const record = { config: { players: 2, random_first: false, size: 10, target: 9 }, game: 'king-square', moves, seed: 0 };
  const envelope = { format: 1, id, game: 'king-square', title: '', status: '', finished: false, created: 0, updated: 0, record };
  await page.goto(base);
  await page.evaluate((e) => localStorage.setItem('boardshelf.save.' + e.id, JSON.stringify(e)), envelope);
  await page.goto(base + '#/play/king-square/' + id);
  await page.waitForSelector('[data-testid="history"] li');
}

exports.tests = [
  ['layout: the thinking line and a hint take no room from the board or the buttons', async ({ page, base, assert }) => {
    page.setDefaultTimeout(30000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(base + '#/new/king-square');
    await page.waitForSelector('#seat-1');
    await page.selectOption('#seat-1', 'easy');
    await page.click('button[type=submit]');
    await page.waitForSelector('.ks-board');
    const start = await layout(page);
    await page.click('#ks-2-2');
    await page.waitForSelector('[data-testid="thinking"]');
    sameLayout(assert, start, await layout(page), 'while the computer thinks');
    assert((await page.textContent('[data-testid="thinking"]')).includes('Computer is thinking'), 'said in words');
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 2);
    sameLayout(assert, start, await layout(page), 'after its move');
    await page.click('[data-testid="hint-button"]');
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector('[data-testid="hint"]').textContent));
    sameLayout(assert, start, await layout(page), 'with a hint');
  }],
  ['layout: the newest move stays in view move by move, and a finished game shows its end beside the board', async ({ page, base, assert }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(base + '#/new/foursquare');
    await page.click('button[type=submit]');
    await page.waitForSelector('.fs-board .slot.legal');
    const start = await layout(page);
    let checked = 0;
    for (let i = 0; i < 60 && !(await page.$('.game-over')); i++) {
      const n = await placedCards(page);
      await page.click('.slot.legal');
      await page.waitForFunction((n) => [...document.querySelectorAll('.slot.has-pile')].reduce((a, g) => a + +g.dataset.height, 0) === n + 1 || document.querySelector('.game-over'), n);
      // After every move: the newest line is inside the list's visible area.
      const visible = await page.evaluate(() => {
        const ol = document.querySelector('[data-testid="history"]');
        const li = ol.lastElementChild.getBoundingClientRect();
        const box = ol.getBoundingClientRect();
        return li.top >= box.top - 1 && li.bottom <= box.bottom + 1;
      });
      assert(visible, `move ${i + 1}: the newest move is out of view`);
      checked++;
    }
    assert(checked >= 10, `${checked} moves checked`);
    await page.waitForSelector('.game-over');
    const end = await layout(page);
    assert(end.board[1] <= start.board[1] + 2, `the end pushed the board down: ${start.board} → ${end.board}`);
    const panel = await page.$eval('.game-over', (g) => { const r = g.getBoundingClientRect(); return [r.top, r.bottom, !!g.closest('.side')]; });
    assert(panel[2], 'the end panel is beside the board');
    assert(panel[0] >= 0 && panel[1] <= 768, `the end panel is on screen: ${panel}`);
    assert(!(await page.$('text=Pause')), 'no Pause after the end');
    await page.click('text=Look back through the moves');
    await page.waitForFunction(() => document.querySelector('[data-testid="ply"]').textContent.startsWith('0 /'));
  }],
  ['layout: after 30 moves the newest is in view, and numbers from 10 up are not cut', async ({ page, base, assert, assertEq }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openKingSquare(page, base, 'layout-30', 30);
    const check = () => page.evaluate(() => {
      const ol = document.querySelector('[data-testid="history"]');
      const box = ol.getBoundingClientRect();
      const li = ol.lastElementChild.getBoundingClientRect();
      const number = getComputedStyle(ol.lastElementChild, '::before');
      return { count: ol.children.length, visible: li.top >= box.top - 1 && li.bottom <= box.bottom + 1,
        number: number.content, left: li.left >= box.left };
    });
    const after = await check();
    assertEq([after.count, after.visible], [30, true], 'the newest of 30 moves is in view');
    assert(after.left && after.number === 'counter(move) "."', 'the number is drawn inside the list');
    await page.click('#ks-9-9');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 31);
    assertEq((await check()).visible, true, 'and the 31st');
  }],
  ['the move list is a way to look back: click a move, ←/→, Home and End (#28 item 9)', async ({ page, base, assert, assertEq }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openKingSquare(page, base, 'look-12', 12);
    const ply = async () => (await page.textContent('[data-testid="ply"]')).trim();
    const pegs = () => page.$$eval('.ks-board .peg', (p) => p.length);
    // A click on the fifth move shows the position after it, marked in the list.
    await page.click('[data-testid="history"] li:nth-child(5) button');
    await page.waitForFunction(() => document.querySelector('[data-testid="ply"]').textContent.startsWith('5 /'));
    assertEq(await pegs(), 5, 'five pegs after the fifth move');
    assertEq(await page.$eval('[aria-current="step"]', (b) => b.closest('li') === document.querySelector('[data-testid="history"] li:nth-child(5)')), true, 'the fifth move is marked');
    // Keys step from there; focus stays on the list.
    await page.keyboard.press('ArrowLeft');
    assertEq(await ply(), '4 / 12', '← goes one move back');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assertEq(await ply(), '6 / 12', '→ goes forward');
    assertEq(await pegs(), 6, 'and the board follows');
    await page.keyboard.press('Home');
    assertEq(await ply(), '0 / 12', 'Home: the start');
    assertEq(await pegs(), 0, 'an empty board');
    await page.keyboard.press('End');
    assertEq(await ply(), '12 / 12', 'End: the game as it stands');
    await page.keyboard.press('ArrowRight');
    assertEq(await ply(), '12 / 12', '→ at the end stays');
    // With nothing focused (a click on the page), ← and → still step (#28 review).
    await page.click('h1');
    assertEq(await page.evaluate(() => document.activeElement === document.body), true, 'nothing focused');
    await page.keyboard.press('ArrowLeft');
    assertEq(await ply(), '11 / 12', '← from the page');
    await page.keyboard.press('ArrowRight');
    assertEq(await ply(), '12 / 12', '→ from the page');
    // Back at the end, the game goes on.
    await page.click('#ks-9-9');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 13);
    // Clicking the newest move is the same as the game as it stands.
    await page.click('[data-testid="history"] li:nth-child(2) button');
    await page.click('[data-testid="history"] li:last-child button');
    await page.click('#ks-8-8');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 14);
  }],
  ['Home and End go to the first and the last move from anywhere on the game screen (#60 item 12)', async ({ page, base, assertEq }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openKingSquare(page, base, 'ends-12', 12);
    const ply = async () => (await page.textContent('[data-testid="ply"]')).trim();
    // The first-move button: once used it is disabled, and the focus falls to the page.
    await page.click('[data-testid="stepper"] button:first-child');
    assertEq(await ply(), '0 / 12', '« goes to the start');
    await page.keyboard.press('End');
    assertEq(await ply(), '12 / 12', 'End after «: the last move');
    await page.keyboard.press('Home');
    assertEq(await ply(), '0 / 12', 'Home: the start');
    // With nothing focused (a click on the page).
    await page.click('h1');
    await page.keyboard.press('End');
    assertEq(await ply(), '12 / 12', 'End from the page');
    await page.keyboard.press('Home');
    assertEq(await ply(), '0 / 12', 'Home from the page');
    // With the board focused (its arrows move its cursor; Home and End are the list's).
    await page.focus('.ks-board');
    await page.keyboard.press('End');
    assertEq(await ply(), '12 / 12', 'End from the board');
    // A field keeps its own Home and End: the language choice.
    await page.focus('select.language');
    await page.keyboard.press('Home');
    assertEq(await ply(), '12 / 12', 'Home in a select is the select\'s');
  }],
  ['layout: the row numbers of King-Square stand clear of the board (#16 item 9)', async ({ page, base, assert }) => {
    await page.goto(base + '#/new/king-square');
    await page.click('button[type=submit]');
    await page.waitForSelector('.ks-board');
    const gaps = await page.evaluate(() => {
      const edge = document.querySelector('.ks-board .board-bg').getBoundingClientRect().left;
      return [...document.querySelectorAll('.ks-board .coord.row')].map((t) => [t.textContent, edge - t.getBoundingClientRect().right]);
    });
    assert(gaps.length === 10, 'ten row numbers');
    for (const [label, gap] of gaps) assert(gap >= 2, `row ${label} is ${gap.toFixed(1)} px from the board`);
  }],
  ['after Undo the notice says what was taken back (#16 item 10)', async ({ page, base, assert }) => {
    await page.goto(base + '#/new/foursquare');
    await page.click('button[type=submit]');
    await page.click('.fs-board .slot.legal');
    await page.waitForSelector('.slot.has-pile');
    const placed = (await page.textContent('[data-testid="history"] li:last-child')).trim();
    await page.click('text=Undo');
    await page.waitForFunction(() => !document.querySelector('.slot.has-pile'));
    const notice = (await page.textContent('[data-testid="notice"]')).trim();
    assert(notice === `Undone: ${placed}`, `notice after undo: ${notice} (the move was: ${placed})`);
  }],
  ['layout: every board takes the room the panels leave, on a laptop and a phone (#16 item 6)', async ({ page, base, assert }) => {
    // Every game's board is the SVG of class "board" in the board area.
    const boards = Object.fromEntries(GAMES.map((g) => [g, '.board-area svg.board']));
    const report = [];
    for (const [width, height] of [[1366, 768], [390, 844]]) {
      await page.setViewportSize({ width, height });
      for (const [game, selector] of Object.entries(boards)) {
        await page.goto(base + '#/new/' + game);
        await page.click('button[type=submit]');
        await page.waitForSelector(selector);
        const m = await page.evaluate((sel) => {
          const r = document.querySelector(sel).getBoundingClientRect();
          // The room to the board's right: up to the first panel beside it, or the page's edge.
          const beside = [...document.querySelectorAll('.side, .bk-side, .pj-side, .fs-supply')]
            .map((e) => e.getBoundingClientRect())
            .filter((q) => q.left >= r.left + r.width / 2 && q.top < r.bottom && q.bottom > r.top);
          const right = Math.min(document.querySelector('main').getBoundingClientRect().right - 16, ...beside.map((q) => q.left));
          return { left: r.left, top: r.top, width: r.width, height: r.height, room: right - r.left, tall: innerHeight - r.top };
        }, selector);
        const size = Math.min(m.width, m.height);
        const room = Math.min(m.room, m.tall - 8);
        report.push(`${game} ${width}: ${Math.round(m.width)}×${Math.round(m.height)} of ${Math.round(m.room)}×${Math.round(m.tall)}`);
        assert(m.top + m.height <= height + 1, `${game} at ${width}×${height}: the board runs off the bottom (${Math.round(m.top + m.height)} px)`);
        assert(size >= 0.85 * room || (width < 500 && m.width >= 0.95 * m.room), `${game} at ${width}×${height}: ${Math.round(size)} px in a room of ${Math.round(room)} px`);
      }
    }
    console.log('     ' + report.join('\n     '));
  }],
];
