// Stacks in the browser: pawn move + drop, pawn move + drop on a stack, pawn move + slide,
// an illegal pawn move explained, and a path win drawn on the board.
const path = require('path');

async function cell(page, name) {
  return page.$eval(`.st-board .cell[data-name="${name}"]`, (g) => ({ pieces: g.dataset.pieces, owner: g.dataset.owner || null }));
}
async function moves(page) {
  return page.$$eval('[data-testid="history"] li', (l) => l.length);
}
async function turn(page, point, ...cells) {
  const before = await moves(page);
  await page.click(`.st-board .point[data-point="${point}"]`);
  await page.waitForSelector(`.st-board .point.pending[data-point="${point}"]`);
  for (const c of cells) await page.click(`.st-board .cell[data-name="${c}"]`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length === n + 1, before);
}
async function newGame(page, base) {
  await page.goto(base + '#/new/stacks');
  await page.click('button[type=submit]');
  await page.waitForSelector('.st-board');
}

exports.tests = [
  ['stacks: drop, drop on a stack, slide, illegal pawn move explained', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    await newGame(page, base);
    assertEq(await page.$$eval('.st-board .cell', (c) => c.length), 49, '7x7 cells');
    assertEq(await page.$$eval('.st-board .point', (p) => p.length), 32, '32 edge points');
    assertEq(await page.getAttribute('.pawn.black', 'data-at'), 'NW', 'black pawn on its base');
    assertEq(await page.getAttribute('.pawn.white', 'data-at'), 'SE', 'white pawn on its base');
    assertEq(await page.$$eval('.point.playable', (p) => p.length), 28, 'every side point gives a turn');
    // 1. Black: pawn to N3, drop on D5.
    await page.click('.st-board .point[data-point="N3"]');
    assertEq(await page.$$eval('.cell.drop-target', (c) => c.map((x) => x.dataset.name)), ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7'], 'line of sight');
    await page.click('.st-board .cell[data-name="D5"]');
    await page.waitForFunction(() => document.querySelector('.pawn.black').dataset.at === 'N3');
    assertEq(await cell(page, 'D5'), { pieces: 'B', owner: 'black' }, 'black drop');
    assertEq((await page.textContent('[data-testid="turn"]')).trim(), 'White to play', 'white next');
    // White tries Black's half: explained.
    await page.click('.st-board .point[data-point="N5"]');
    await page.waitForSelector('.notice.problem');
    assert((await page.textContent('[data-testid="notice"]')).includes('cannot stop on the half'), 'half rule explained');
    assert(/^[A-Z]/.test((await page.textContent('[data-testid="notice"]')).trim()), 'said as a sentence');
    // 2. White: pawn to S3, drop on the stack D5 (from below). The first step clears the
    // refusal: no instruction is left that contradicts the prompt.
    await page.click('.st-board .point[data-point="S3"]');
    await page.waitForFunction(() => !document.querySelector('.notice.problem'));
    await page.click('.st-board .cell[data-name="D5"]');
    await page.waitForFunction(() => document.querySelector('.pawn.white').dataset.at === 'S3');
    assertEq(await cell(page, 'D5'), { pieces: 'BW', owner: 'white' }, 'drop on a stack');
    // 3. Black: N1, drop on B3.   4. White: S5, drop on F7.
    await turn(page, 'N1', 'B3');
    await turn(page, 'S5', 'F7');
    // 5. Black: pawn to N2, pick its stack B3, slide it right to C3.
    await page.click('.st-board .point[data-point="N2"]');
    await page.click('.st-board .cell[data-name="B3"]');
    await page.waitForSelector('.cell.selected[data-name="B3"]');
    assertEq(await page.$$eval('.cell.slide-target', (c) => c.map((x) => x.dataset.name).sort()), ['A3', 'B2', 'B4', 'C3'], 'slide targets');
    await page.click('.st-board .cell[data-name="C3"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 5);
    assertEq(await cell(page, 'B3'), { pieces: '', owner: null }, 'slid away');
    assertEq(await cell(page, 'C3'), { pieces: 'B', owner: 'black' }, 'slid here');
    assert((await page.textContent('[data-testid="history"] li:last-child')).includes('slide B3 right to C3'), 'history in words');
    // The last turn is marked: its pawn, the slide's start (dashed) and where the stack went.
    assertEq(await page.$$eval('.st-board .cell.last', (c) => c.map((x) => x.dataset.name)), ['C3'], 'last cell');
    assertEq(await page.$$eval('.st-board .cell.slid-from', (c) => c.map((x) => x.dataset.name)), ['B3'], 'slide start');
    assertEq(await page.$$eval('.st-board .pawn.last', (p) => p.map((x) => x.dataset.pawn + ' ' + x.dataset.at)), ['black N2'], 'last pawn');
    await page.screenshot({ path: path.join(artifacts, 'stacks.png') });
    assertEq(errors, [], 'console errors');
  }],
  ['stacks: a path win is drawn on the board', async ({ page, base, assert, assertEq, artifacts }) => {
    await newGame(page, base);
    // White's second turn lets Black win at once: played anyway, with the warning off.
    await page.evaluate(() => localStorage.setItem('boardshelf.stacks.warn', 'off'));
    await turn(page, 'N2', 'C1');
    await turn(page, 'W0', 'B1');
    await turn(page, 'N0', 'A1'); // both pawns now face A1, which is Black's: a path of one cell
    await page.waitForSelector('.game-over');
    assertEq((await page.textContent('[data-testid="result"]')).trim(), 'Black wins with a path', 'result');
    assertEq(await page.$$eval('[data-testid="win-path"]', (p) => p.length), 1, 'path drawn');
    assertEq(await page.$$eval('.cell.on-path', (c) => c.map((x) => x.dataset.name)), ['A1'], 'path cells');
    await page.screenshot({ path: path.join(artifacts, 'stacks-win.png') });
  }],
  ['stacks: on the computer\'s turn the board says who is thinking, lights nothing and takes no taps (#28 item 3)', async ({ page, base, assert, assertEq, errors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(base + '#/new/stacks');
    await page.selectOption('#seat-0', 'hard');
    await page.click('button[type=submit]');
    await page.waitForSelector('.st-board');
    assert((await page.textContent('[data-testid="turn"]')).includes('is thinking…'), 'who is thinking');
    assertEq(await page.$$eval('.st-board .point.playable', (p) => p.length), 0, 'no point lit');
    assertEq((await page.textContent('.st-wrap')).includes('Move your pawn'), false, 'no prompt');
    // A tap now is no move and no error (the board is locked until the computer moved).
    await page.click('.st-board .point[data-point="N0"]', { force: true });
    assertEq(await page.$$('.st-board .point.pending').then((p) => p.length), 0, 'the tap picked nothing');
    assertEq(await page.$$('.notice.problem').then((p) => p.length), 0, 'no error');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1, null, { timeout: 30000 });
    await page.waitForSelector('.st-board .point.playable');
    assert(!(await page.textContent('[data-testid="turn"]')).includes('thinking'), 'the person\'s turn');
    assertEq(errors, [], 'console errors');
  }],
  ['stacks: a drop on your own stack is shown and said, not hidden behind the slide (#28 item 8)', async ({ page, base, assert, assertEq }) => {
    const path = require('path');
    const record = JSON.parse(require('fs').readFileSync(path.join(__dirname, '..', 'golden', 'stacks-drop-on-own-stack-record.json'), 'utf8'));
    const envelope = { format: 1, id: 'st-own-stack', game: 'stacks', title: '', status: '', finished: false, created: 0, updated: 0, record };
    await page.goto(base);
    await page.evaluate((e) => localStorage.setItem('boardshelf.save.st-own-stack', JSON.stringify(e)), envelope);
    await page.goto(base + '#/play/stacks/st-own-stack');
    await page.waitForSelector('.st-board');
    const prompt = async () => (await page.textContent('.st-prompt')).trim();
    // Looking back at move 3: no prompt, no highlight, and a tap takes no step (#28 review).
    await page.click('[data-testid="history"] li:nth-child(3) button');
    await page.waitForFunction(() => document.querySelector('[data-testid="ply"]').textContent.startsWith('3 /'));
    assertEq(await prompt(), '', 'no prompt while looking back');
    assertEq(await page.$$('.st-board .point.playable'), [], 'no point lit');
    await page.click('.st-board .point[data-point="S2"]');
    await page.waitForSelector('.notice.problem');
    assert((await page.textContent('[data-testid="notice"]')).includes('Go to the last move to play'), 'the notice says why');
    assertEq(await page.$$('.st-board .point.pending'), [], 'no pawn step taken');
    await page.click('[aria-label="Last move"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="ply"]').textContent.startsWith('7 /'));
    const legend = (await page.textContent('[data-testid="legend"]')).trim();
    assert(legend.includes('your stacks that can slide') && legend.includes('green ring'), 'the legend explains yellow and the ring: ' + legend);
    await page.click('.st-board .point[data-point="S2"]');
    await page.waitForSelector('.st-board .point.pending[data-point="S2"]');
    // C1 is White's stack, in sight from S2: it can slide, and it can take a drop.
    const c1 = '.st-board .cell[data-name="C1"]';
    assertEq(await page.$eval(c1, (c) => ['drop-target', 'movable'].every((k) => c.classList.contains(k))), true, 'both tints on C1');
    assertEq(await page.$eval(c1 + ' .cell-bg', (r) => getComputedStyle(r).strokeWidth), '5px', 'the green ring says a drop is possible too');
    const height = Number(await page.getAttribute(c1, 'data-height'));
    await page.click(c1);
    await page.waitForSelector(c1 + '.selected');
    assertEq(await prompt(), 'Slide the stack to a blue cell, or tap C1 again to drop a piece on it.', 'the second tap is named');
    await page.click(c1);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 8);
    assertEq(Number(await page.getAttribute(c1, 'data-height')), height + 1, 'a piece dropped on the stack');
  }],
  ['stacks: "Choose another turn" keeps the pawn move (#28 item 8)', async ({ page, base, assert, assertEq }) => {
    await page.goto(base + '#/new/stacks');
    await page.click('button[type=submit]');
    await page.waitForSelector('.st-board');
    await page.click('.st-board .point[data-point="N0"]');
    await page.waitForSelector('.st-board .point.pending[data-point="N0"]');
    await page.click('.st-board .cell[data-name="A3"]');
    await page.waitForSelector('[data-testid="trap-warning"]');
    await page.click('text=Choose another turn');
    await page.waitForFunction(() => !document.querySelector('[data-testid="trap-warning"]'));
    assertEq(await page.$$eval('.st-board .point.pending[data-point="N0"]', (p) => p.length), 1, 'the pawn move stays');
    assertEq((await page.textContent('.st-prompt')).trim(), 'Now drop a piece on a green cell, or pick one of your yellow stacks to slide it.', 'asks for the drop');
    // Every drop from N0 is a trap: another cell, warned again, played anyway.
    await page.click('.st-board .cell[data-name="A5"]');
    await page.waitForSelector('[data-testid="trap-warning"]');
    await page.click('text=Play it anyway');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert((await page.textContent('[data-testid="history"] li')).includes('N0'), 'played from N0');
  }],
  ['stacks: on a laptop the legend and the warning setting are in view beside the board (#28 review)', async ({ page, base, assert }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(base + '#/new/stacks');
    await page.click('button[type=submit]');
    await page.waitForSelector('.st-board');
    const box = (sel) => page.$eval(sel, (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; });
    const [legend, warn, board] = [await box('[data-testid="legend"]'), await box('#st-warn'), await box('.st-board')];
    assert(legend.bottom <= 768 && warn.bottom <= 768, `legend ${legend.top}–${legend.bottom}, setting at ${warn.bottom}: below the fold`);
    assert(legend.left >= board.right, 'beside the board');
  }],
  ['stacks: the setup offers a turn limit and the draw by repetition; a draw is claimed once the same position occurs three times (#60 item 9)', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    await page.goto(base + '#/new/stacks');
    await page.waitForSelector('#opt-turn_limit option', { state: 'attached' });
    const choices = (sel) => page.$$eval(sel + ' option', (o) => o.map((x) => x.textContent.trim()));
    assertEq(await choices('#opt-turn_limit'), ['None (the rules as written)', '100 turns (suggested)', '200 turns', '300 turns'], 'turn limits offered, one suggested');
    assertEq(await page.inputValue('#opt-turn_limit'), '0', 'no limit by default');
    assertEq(await choices('#opt-repetition_draw'), ['Play on (the rules as written)', 'A player may claim a draw'], 'repetition choices');
    assertEq(await page.inputValue('#opt-repetition_draw'), '0', 'the rules as written by default');
    await page.selectOption('#opt-repetition_draw', '1');
    await page.click('button[type=submit]');
    await page.waitForSelector('.st-board');
    await page.evaluate(() => localStorage.setItem('boardshelf.stacks.warn', 'off'));
    // Black drops on D4, White on B6; then each slides its stack out and back, twice round.
    await turn(page, 'N3', 'D4');
    await turn(page, 'S1', 'B6');
    for (let round = 0; round < 2; round++) {
      assertEq(await page.$$('[data-testid="claim-draw"]').then((b) => b.length), 0, `round ${round}: nothing to claim yet`);
      await turn(page, 'N4', 'D4', 'E4');
      await turn(page, 'S2', 'B6', 'C6');
      await turn(page, 'N3', 'E4', 'D4');
      await turn(page, 'S1', 'C6', 'B6');
    }
    await page.waitForSelector('[data-testid="claim-draw"]');
    assertEq((await page.textContent('[data-testid="claim-draw-offer"]')).trim(),
      'This position has now occurred three times: you may claim a draw, or play on.Claim a draw', 'the offer in words');
    for (const [width, height] of [[1366, 768], [390, 844]]) {
      await page.setViewportSize({ width, height });
      const box = await page.$eval('[data-testid="claim-draw"]', (e) => e.getBoundingClientRect().toJSON());
      assert(box.bottom <= height && box.top >= 0, `${width}px: the claim in view (${box.top}–${box.bottom})`);
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: path.join(artifacts, `stacks-claim-draw-${width}-${scheme}.png`) });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.click('[data-testid="claim-draw"]');
    await page.waitForSelector('.game-over');
    assertEq((await page.textContent('[data-testid="result"]')).trim(),
      'A draw, claimed by Black: the same position three times (full stacks Black 0 – White 0)', 'result');
    const last = await page.textContent('[data-testid="history"] li:last-child');
    assert(last.includes('Black: claims a draw, the same position three times'), 'the claim in the move list: ' + last);
    assertEq(await page.$$('[data-testid="claim-draw"]').then((b) => b.length), 0, 'no claim once over');
    assertEq(errors, [], 'console errors');
  }],
  ['stacks: a 1,000-move game lists the moves round the one shown, and more on asking (#60 item 18)', async ({ page, base, assert, assertEq }) => {
    const record = JSON.parse(require('fs').readFileSync(path.join(__dirname, '..', 'golden', 'stacks-1000-moves-record.json'), 'utf8'));
    const envelope = { format: 1, id: 'st-long', game: 'stacks', finished: false, created: 0, updated: 0, record, seats: [null, null] };
    await page.goto(base);
    await page.evaluate((e) => {
      localStorage.setItem('boardshelf.stacks.warn', 'off');
      localStorage.setItem('boardshelf.save.' + e.id, JSON.stringify(e));
    }, envelope);
    await page.goto(base + '#/play/stacks/st-long');
    await page.waitForSelector('[data-testid="history"] li');
    const listed = () => page.$$eval('[data-testid="history"] li button', (b) => b.map((x) => Number(x.dataset.ply)));
    const ply = async () => (await page.textContent('[data-testid="ply"]')).trim();
    const run = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    assertEq(await ply(), '1000 / 1000', 'the game as it stands');
    // Blocks of 64: the one with move 1,000 (961–1,000) and the three before it.
    assertEq(await listed(), run(769, 1000), 'the last moves, in order');
    assertEq((await page.textContent('[data-testid="show-moves"]')).trim(), 'Show moves 513–768', 'the button for more');
    await page.click('[data-testid="show-moves"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="history"] li button').dataset.ply === '513');
    assertEq(await listed(), run(513, 1000), 'four blocks more');
    // Back to the start: the list follows the move shown.
    await page.click('[aria-label="First position"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="ply"]').textContent.trim() === '0 / 1000');
    assertEq(await listed(), run(1, 128), 'the first moves');
    assertEq((await page.textContent('[data-testid="show-moves"]')).trim(), 'Show moves 129–384', 'later moves on asking');
    await page.click('[data-testid="history"] li:nth-child(5) button');
    await page.waitForFunction(() => document.querySelector('[data-testid="ply"]').textContent.trim() === '5 / 1000');
    assertEq(await page.$eval('[data-testid="history"] li.current button', (b) => b.dataset.ply), '5', 'move 5 is the one shown');
    await page.click('[aria-label="Last move"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="ply"]').textContent.trim() === '1000 / 1000');
    assertEq(await listed(), run(769, 1000), 'back at the end');
  }],
];
