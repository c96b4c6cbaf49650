// Blokus in the browser: a 4-player game, a piece for each colour placed by clicking
// (one after a rotation), an illegal placement explained, and the game resumed after a reload.
const path = require('path');
const VIEW = 2 * 16 + 24 * 20;

async function clickCell(page, x, y) {
  const box = await page.locator('.bk-board').boundingBox();
  const s = box.width / VIEW;
  await page.mouse.click(box.x + (16 + 24 * (x + 0.5)) * s, box.y + (16 + 24 * (y + 0.5)) * s);
}
async function cells(page) {
  return page.$$eval('.bk-cell', (c) => c.map((g) => `${g.dataset.colour}:${g.dataset.x},${g.dataset.y}`).sort());
}
async function placeAt(page, piece, x, y, rotate = 0) {
  const n = (await cells(page)).length;
  await page.click(`.bk-piece[data-piece="${piece}"]`);
  const shape = () => page.$eval('.bk-piece.selected svg', (s) => [...s.querySelectorAll('rect')].map((r) => `${r.getAttribute('x')},${r.getAttribute('y')}`).sort().join(' '));
  for (let i = 0; i < rotate; i++) {
    const before = await shape();
    await page.click('text=Turn (R)');
    // The tray shows the picked piece as it is turned (the ghost's shape).
    await page.waitForFunction((b) => [...document.querySelectorAll('.bk-piece.selected svg rect')].map((r) => `${r.getAttribute('x')},${r.getAttribute('y')}`).sort().join(' ') !== b, before);
  }
  await clickCell(page, x, y);
  await page.waitForFunction((n) => document.querySelectorAll('.bk-cell').length > n, n);
}

exports.tests = [
  ['blokus: four colours placed by clicking, a rotation, an illegal spot explained, resumed after reload', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    await page.goto(base + '#/new/blokus');
    await page.click('button[type=submit]');
    await page.waitForSelector('.bk-board');
    assertEq((await page.textContent('[data-testid="turn"]')).trim(), 'Blue to play', 'blue first');
    assertEq(await page.$$eval('.bk-piece:not([disabled])', (p) => p.length), 21, 'a full tray');
    // Blue: I2 turned upright, on the top-left corner.
    await placeAt(page, 'I2', 0, 0, 1);
    assertEq(await cells(page), ['blue:0,0', 'blue:0,1'], 'blue I2 placed upright');
    assertEq((await page.textContent('[data-testid="turn"]')).trim(), 'Yellow to play', 'yellow next');
    // Yellow tries the middle of the board: the ghost and the notice say why not.
    await page.click('.bk-piece[data-piece="I1"]');
    const box = await page.locator('.bk-board').boundingBox();
    await page.mouse.move(box.x + (16 + 24 * 5.5) * box.width / VIEW, box.y + (16 + 24 * 5.5) * box.width / VIEW);
    await page.waitForSelector('.bk-ghost.bad');
    assert((await page.textContent('[data-testid="ghost-status"]')).includes('first piece must cover a free corner of the board'), 'ghost reason');
    await clickCell(page, 5, 5);
    assert((await page.textContent('[data-testid="ghost-status"]')).includes('first piece must cover'), 'the reason stays beside the tray');
    // Said once, beside the tray: nothing stale above the board (#28 review).
    assertEq(await page.$$('.notice.problem'), [], 'no second copy above the board');
    await page.screenshot({ path: path.join(artifacts, 'blokus-illegal.png') });
    // Yellow, Red, Green on the other corners.
    await clickCell(page, 19, 0);
    await page.waitForFunction(() => document.querySelectorAll('.bk-cell').length === 3);
    await placeAt(page, 'I3', 18, 19);
    await placeAt(page, 'O4', 0, 18);
    const placed = await cells(page);
    assertEq(placed, ['blue:0,0', 'blue:0,1', 'green:0,18', 'green:0,19', 'green:1,18', 'green:1,19',
      'red:17,19', 'red:18,19', 'red:19,19', 'yellow:19,0'], 'all four colours on the board');
    assertEq(await page.$$eval('.bk-piece.used', (p) => p.length), 1, "blue's tray shows I2 used");
    assert((await page.textContent('[data-testid="scoreboard"]')).includes('Blue: −87 (87 squares left)'), 'live score');
    // Every colour's pieces in hand, all the time (#28 item 6).
    const hands = await page.$$eval('.bk-hand', (h) => h.map((x) => [x.dataset.colour, Number(x.dataset.left), x.querySelectorAll('.bk-mini').length, x.textContent]));
    assertEq(hands.map((h) => h.slice(0, 3)), [['blue', 20, 20], ['yellow', 20, 20], ['red', 20, 20], ['green', 20, 20]], 'each colour shows its 20 pieces left');
    assert(hands[0][3].includes('Blue: 20 pieces, 87 squares'), 'blue in words: ' + hands[0][3]);
    // Blue's second piece must touch its corner: the ghost goes green at (1,2).
    await page.click('.bk-piece[data-piece="I1"]');
    await page.mouse.move(box.x + (16 + 24 * 1.5) * box.width / VIEW, box.y + (16 + 24 * 2.5) * box.width / VIEW);
    await page.waitForSelector('.bk-ghost.ok');
    // The preview is in the mover's colour, marked by its ring, never green-for-yes.
    assertEq(await page.$eval('.bk-ghost.ok', (g) => [...g.classList].includes('blue')), true, "the ghost is Blue's");
    assertEq(await page.$eval('.bk-ghost.ok rect', (r) => getComputedStyle(r).fill), await page.$eval('.bk-cell.blue rect', (r) => getComputedStyle(r).fill), 'in blue');
    await page.screenshot({ path: path.join(artifacts, 'blokus.png') });
    await page.reload();
    await page.waitForSelector('.bk-cell');
    assertEq(await cells(page), placed, 'resumed after reload');
    assertEq((await page.textContent('[data-testid="turn"]')).trim(), 'Blue to play', 'turn after reload');
    assertEq(errors, [], 'console errors');
  }],
  ["blokus: the end shows every colour's pieces left, the breakdown, and \"You lose\" from the seat played here (#28 item 6)", async ({ page, base, assert, assertEq, artifacts }) => {
    const fs = require('fs');
    const load = (name) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'golden', name), 'utf8'));
    const save = async (id, record, seats) => {
      const envelope = { format: 1, id, game: 'blokus', title: '', status: '', finished: true, created: 0, updated: 0, record, seats };
      await page.evaluate(([id, e]) => localStorage.setItem('boardshelf.save.' + id, JSON.stringify(e)), [id, envelope]);
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(base);
    // Duo, this device played Purple against the computer; Orange won −16 to −45.
    await save('bk-duo-end', load('blokus-duo-finished-record.json'), [null, 'Easy']);
    await page.goto(base + '#/play/blokus/bk-duo-end');
    await page.waitForSelector('.game-over');
    assertEq((await page.textContent('[data-testid="verdict"]')).trim(), 'You lose', 'from the seat played here');
    assert((await page.textContent('[data-testid="result"]')).includes('Orange wins'), 'who won');
    assertEq(await page.$$('.bk-tray'), [], 'no tray after the end');
    const rows = await page.$$eval('.bk-hand', (h) => h.map((x) => [x.dataset.colour, x.querySelector('.score').textContent.trim(), x.querySelectorAll('.bk-mini').length, Number(x.dataset.left)]));
    assertEq(rows.map((r) => r.slice(0, 2)), [['purple', '· −45'], ['orange', '· −16']], 'each colour scored, explained');
    for (const r of rows) assert(r[2] === r[3] && r[2] > 0, `${r[0]}: its pieces drawn (${r[2]} of ${r[3]})`);
    assert((await page.textContent('.bk-hand[data-colour="orange"]')).includes('Orange: 4 pieces, 16 squares'), 'what orange kept');
    await page.screenshot({ path: path.join(artifacts, 'blokus-end-phone.png') });
    // Two people on this device: no "you".
    await save('bk-duo-end-2', load('blokus-duo-finished-record.json'), [null, null]);
    await page.goto(base + '#/play/blokus/bk-duo-end-2');
    await page.waitForSelector('.game-over');
    assertEq(await page.$$('[data-testid="verdict"]'), [], 'no verdict between two people here');
    // Classic for two (two colours each): each player's total under the colours.
    await page.setViewportSize({ width: 1366, height: 768 });
    await save('bk-classic-end', load('blokus-classic-2p-finished-record.json'), [null, 'Hard']);
    await page.goto(base + '#/play/blokus/bk-classic-end');
    await page.waitForSelector('.game-over');
    assertEq((await page.textContent('[data-testid="verdict"]')).trim(), 'You win!', 'Player 1 won −22 to −28');
    const totals = (await page.textContent('[data-testid="bk-totals"]')).trim();
    assert(totals.includes('−22 in all') && totals.includes('−28 in all'), 'totals: ' + totals);
    assertEq(await page.$$eval('.bk-hand', (h) => h.length), 4, 'four colours');
    await page.screenshot({ path: path.join(artifacts, 'blokus-end-laptop.png') });
  }],
  ['blokus: Duo offers only its own options; looking back asks for no piece (#28 item 11)', async ({ page, base, assert, assertEq }) => {
    await page.goto(base + '#/new/blokus');
    await page.waitForSelector('#opt-variant');
    assert(await page.$('#opt-corners') && await page.$('#opt-players'), 'Classic: players and first piece offered');
    await page.selectOption('#opt-variant', '1');
    await page.waitForFunction(() => !document.querySelector('#opt-corners'));
    assertEq(await page.$$('#opt-players'), [], 'Duo: always two players, not asked');
    await page.click('button[type=submit]');
    await page.waitForSelector('.bk-board');
    assert((await page.textContent('[data-testid="ghost-status"]')).includes('Pick a piece'), 'the prompt at the start');
    // Purple's I1 on its start point E5 (the Duo board is 14 cells a side).
    await page.click('.bk-piece[data-piece="I1"]');
    const box = await page.locator('.bk-board').boundingBox();
    const unit = box.width / (2 * 16 + 24 * 14);
    await page.mouse.click(box.x + (16 + 24 * 4.5) * unit, box.y + (16 + 24 * 4.5) * unit);
    await page.waitForFunction(() => document.querySelectorAll('.bk-cell').length === 1);
    await page.click('[aria-label="First position"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="ply"]').textContent.startsWith('0 /'));
    assertEq((await page.textContent('[data-testid="ghost-status"]')).trim(), '', 'no prompt while looking back');
  }],
  ['blokus: a game leaves as a Pentobi .blksgf file and comes back with the same moves; a broken file changes nothing (#30 item 3)', async ({ page, base, assert, assertEq }) => {
    const fs = require('fs');
    const record = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'golden', 'blokus-duo-finished-record.json'), 'utf8'));
    const envelope = { format: 1, id: 'bk-sgf', game: 'blokus', finished: true, created: 0, updated: 0, record, seats: [null, null] };
    await page.goto(base);
    await page.evaluate((e) => localStorage.setItem('boardshelf.save.bk-sgf', JSON.stringify(e)), envelope);
    const history = async (id) => {
      await page.goto(base + '#/play/blokus/' + id);
      await page.waitForSelector('.game-over');
      return page.$$eval('.history li', (l) => l.map((x) => x.textContent.trim()));
    };
    const before = await history('bk-sgf');
    assert(before.length > 20, `a whole game (${before.length} moves)`);
    await page.goto(base + '#/saves');
    await page.waitForSelector('[data-save="bk-sgf"]');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-save="bk-sgf"] [data-testid="download-file"]'),
    ]);
    assert(download.suggestedFilename().endsWith('.blksgf'), download.suggestedFilename());
    const sgf = fs.readFileSync(await download.path(), 'utf8');
    assert(sgf.startsWith('(;FF[4]CA[UTF-8]') && sgf.includes('GM[Blokus Duo]'), sgf.slice(0, 60));
    assertEq((sgf.match(/\n;[BW]\[/g) || []).length, before.length, 'one SGF node a move');
    // Imported: a second game with the same moves.
    await page.setInputFiles('[data-testid="import"]', { name: 'game.blksgf', mimeType: 'application/x-blokus-sgf', buffer: Buffer.from(sgf) });
    await page.waitForSelector('[data-testid="import-report"]');
    const ids = await page.$$eval('.save', (s) => s.map((x) => x.dataset.save));
    const imported = ids.find((id) => id && id.startsWith('sgf-'));
    assert(imported, 'listed: ' + ids.join(', '));
    assertEq(await history(imported), before, 'the same moves, in the same words');
    // A file cut in half: the reason, and the saves as they were.
    await page.goto(base + '#/saves');
    await page.waitForSelector('[data-testid="import"]', { state: 'attached' });
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    await page.setInputFiles('[data-testid="import"]', { name: 'cut.blksgf', mimeType: 'application/x-blokus-sgf', buffer: Buffer.from(sgf.slice(0, sgf.length / 2)) });
    await page.waitForSelector('[data-testid="import-report"]');
    assert((await page.textContent('[data-testid="import-report"]')).includes('not a game record'), await page.textContent('[data-testid="import-report"]'));
    assertEq(await page.evaluate(() => Object.keys(localStorage).sort()), keys, 'nothing changed');
    // Text that is no game at all: a whole sentence, no parser words.
    await page.goto(base + '#/');
    await page.goto(base + '#/saves');
    await page.waitForSelector('[data-testid="import"]', { state: 'attached' });
    await page.setInputFiles('[data-testid="import"]', { name: 'notes.blksgf', mimeType: 'text/plain', buffer: Buffer.from('hello there') });
    await page.waitForSelector('[data-testid="import-report"]');
    const said = (await page.textContent('[data-testid="import-report"]')).trim();
    assert(said.startsWith('This file is neither') && !said.includes('column'), said);
    assertEq(await page.evaluate(() => Object.keys(localStorage).sort()), keys, 'still nothing changed');
  }],
  ['blokus: a Pentobi book in its own layout imports its main line, marked imported; a finished game says View (#60 items 1, 3)', async ({ page, base, assert, assertEq, artifacts }) => {
    const fs = require('fs');
    // As Pentobi writes its files: a line break and indentation between "(" and ";", the
    // main line in the root's first variation, other lines after it, TE[] on the moves.
    const book = '(\n;GM[Blokus Duo]CA[UTF-8]AP[Pentobi:26.1]\n(\n ;B[e9,e10,f10]TE[1]\n (\n  ;W[j5,k5,j6]TE[1]\n  (\n'
      + '   ;B[g9,h9]TE[2]C[a \\] bracket]\n   ;W[l4]TE[1]\n  )\n  (\n   ;B[g11]TE[1]\n  )\n )\n (\n  ;W[j5]TE[1]\n )\n)\n(\n ;B[e10]TE[1]\n)\n)\n';
    const record = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'golden', 'blokus-duo-finished-record.json'), 'utf8'));
    const finished = { format: 1, id: 'bk-done', game: 'blokus', finished: true, created: 0, updated: 0, record, seats: [null, null] };
    await page.goto(base);
    await page.evaluate((e) => localStorage.setItem('boardshelf.save.bk-done', JSON.stringify(e)), finished);
    await page.goto(base + '#/saves');
    await page.waitForSelector('[data-save="bk-done"]');
    const item = (id) => page.locator(`[data-save="${id}"]`);
    // Played here and finished: looked at, not resumed; not marked imported.
    assertEq((await item('bk-done').locator('a.button.primary').textContent()).trim(), 'View', 'a finished game says View');
    assertEq(await item('bk-done').locator('[data-testid="imported-mark"]').count(), 0, 'played here: no mark');
    assertEq(await item('bk-done').locator('[data-testid="file-note"]').count(), 0, 'Duo: Pentobi reads it the same');
    await page.setInputFiles('[data-testid="import"]', { name: 'book_duo.blksgf', mimeType: 'application/x-blokus-sgf', buffer: Buffer.from(book) });
    await page.waitForSelector('[data-testid="import-report"]');
    const report = (await page.textContent('[data-testid="import-report"]')).trim();
    assert(report.startsWith('Imported 1 game.'), report);
    assertEq((await page.textContent('[data-testid="left-out"]')).trim(),
      'Only the main line of play was imported: 3 other lines (variations) in this file were left out.', 'the other lines said');
    const ids = await page.$$eval('.save', (s) => s.map((x) => x.dataset.save));
    const opening = ids.find((id) => id && id.startsWith('sgf-'));
    assert(opening, 'listed: ' + ids.join(', '));
    assertEq((await item(opening).locator('[data-testid="imported-mark"]').textContent()).trim(), 'Imported', 'marked imported');
    assertEq((await item(opening).locator('a.button.primary').textContent()).trim(), 'Resume', 'an opening goes on');
    // The finished game, downloaded and laid out as Pentobi would: imported, finished, View.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-save="bk-done"] [data-testid="download-file"]'),
    ]);
    const ours = fs.readFileSync(await download.path(), 'utf8');
    const pentobis = ours.replace('(;', '(\n;').replace(/\n;/g, '\n ;').replace(/\]\n/g, ']TE[1]\n');
    await page.setInputFiles('[data-testid="import"]', { name: 'finished.blksgf', mimeType: 'application/x-blokus-sgf', buffer: Buffer.from(pentobis) });
    await page.waitForFunction(() => document.querySelectorAll('.save').length === 3);
    const done = (await page.$$eval('.save', (s) => s.map((x) => x.dataset.save))).find((id) => id.startsWith('sgf-') && id !== opening);
    assertEq((await item(done).locator('[data-testid="imported-mark"]').textContent()).trim(), 'Imported', 'marked imported');
    assertEq((await item(done).locator('a.button.primary').textContent()).trim(), 'View', 'finished: View');
    assert((await item(done).textContent()).includes('Finished'), 'and finished');
    for (const [width, height] of [[1366, 768], [390, 844]]) {
      for (const scheme of ['light', 'dark']) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: path.join(artifacts, `blokus-imported-${width}-${scheme}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    // The opening's main line, move for move.
    await item(opening).locator('a.button.primary').click();
    await page.waitForSelector('.bk-board');
    await page.waitForFunction(() => document.querySelectorAll('.history li').length === 4);
    assertEq(await page.$$eval('.bk-cell', (c) => c.length), 3 + 3 + 2 + 1, 'four pieces on the board');
  }],
  ['blokus: a game from any free corner says beside its Pentobi download that Pentobi reads it otherwise, and comes back (#60 item 2)', async ({ page, base, assert, assertEq, artifacts }) => {
    const fs = require('fs');
    await page.goto(base + '#/new/blokus');
    await page.click('button[type=submit]');
    await page.waitForSelector('.bk-board');
    // Blue (whose own corner is the top left) starts on the bottom-right corner.
    await placeAt(page, 'I1', 19, 19);
    assertEq(await cells(page), ['blue:19,19'], 'blue on the far corner');
    await page.goto(base + '#/saves');
    await page.waitForSelector('[data-testid="download-file"]');
    const note = page.locator('[data-testid="file-note"]');
    assertEq((await note.textContent()).trim(),
      'In Pentobi every colour starts on its own corner: this game, whose first pieces may go on any free corner, will not mean the same there.', 'said beside the download');
    // Beside the button: on its row or just under it, within the same entry.
    const button = await page.locator('[data-testid="download-file"]').boundingBox();
    const box = await note.boundingBox();
    assert(box.y < button.y + button.height + 40 && box.height > 0, `near the button: ${JSON.stringify([button, box])}`);
    for (const [width, height] of [[1366, 768], [390, 844]]) {
      for (const scheme of ['light', 'dark']) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: path.join(artifacts, `blokus-pentobi-note-${width}-${scheme}.png`) });
      }
    }
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="download-file"]'),
    ]);
    const sgf = fs.readFileSync(await download.path(), 'utf8');
    assert(sgf.includes('BSCORNERS[any]'), sgf);
    await page.setInputFiles('[data-testid="import"]', { name: 'any.blksgf', mimeType: 'application/x-blokus-sgf', buffer: Buffer.from(sgf) });
    await page.waitForSelector('[data-testid="import-report"]');
    const report = (await page.textContent('[data-testid="import-report"]')).trim();
    assertEq(report, 'Imported 1 game.', 'our own file comes back');
    const imported = (await page.$$eval('.save', (s) => s.map((x) => x.dataset.save))).find((id) => id.startsWith('sgf-'));
    await page.click(`[data-save="${imported}"] a.button.primary`);
    await page.waitForSelector('.bk-board');
    await page.waitForFunction(() => document.querySelectorAll('.bk-cell').length === 1);
    assertEq(await cells(page), ['blue:19,19'], 'the same game');
    // The copy imported from the file has the same rules, and says it too.
    await page.goto(base + '#/saves');
    await page.waitForSelector('[data-testid="download-file"]');
    assertEq(await page.locator(`[data-save="${imported}"] [data-testid="file-note"]`).count(), 1, 'the imported copy says it too');
  }],
  ['blokus: a tap on the hint places the hinted piece, mouse and finger (#60 item 12)', async ({ page, base, browser, assert, assertEq }) => {
    page.setDefaultTimeout(30000);
    // A phone (touch) and a laptop (mouse).
    for (const touch of [false, true]) {
      const context = touch ? await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }) : null;
      const p = context ? await context.newPage() : page;
      p.setDefaultTimeout(30000);
      await p.goto(base + '#/new/blokus');
      await p.click('button[type=submit]');
      await p.waitForSelector('.bk-board');
      await p.click('[data-testid="hint-button"]');
      await p.waitForSelector('.bk-hint');
      const hinted = await p.$eval('.bk-piece.hinted', (b) => b.dataset.piece);
      // Back up to the board (the Hint button is under it on a phone).
      await p.$eval('.bk-board', (b) => b.scrollIntoView({ block: 'center' }));
      // The hint's outline: its squares' centres, on the page.
      const squares = await p.$$eval('.bk-hint', (rs) => rs.map((r) => {
        const b = r.getBoundingClientRect();
        return [b.x + b.width / 2, b.y + b.height / 2];
      }));
      const [x, y] = squares[squares.length - 1];
      if (touch) await p.touchscreen.tap(x, y); else await p.mouse.click(x, y);
      await p.waitForFunction(() => document.querySelectorAll('.bk-cell').length > 0);
      const placed = await p.$$eval('.bk-cell', (c) => c.length);
      assertEq(placed, squares.length, `${touch ? 'finger' : 'mouse'}: the hinted piece's squares placed`);
      const move = (await p.textContent('[data-testid="history"] li')).trim();
      assert(move.includes(hinted), `${touch ? 'finger' : 'mouse'}: the move is the hinted ${hinted}: ${move}`);
      if (context) await context.close();
    }
  }],
  ['blokus: on a phone the status speaks of taps, not clicks or Enter; a second tap on the square places the piece', async ({ browser, base, assert, assertEq }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const p = await context.newPage();
    await p.goto(base + '#/new/blokus');
    await p.click('button[type=submit]');
    await p.waitForSelector('.bk-board');
    // Picked, the piece waits on a square where it fits, marked by a ring.
    await p.tap('.bk-piece[data-piece="I1"]');
    const status = () => p.textContent('[data-testid="ghost-status"]');
    await p.waitForSelector('.bk-anchor');
    assert((await status()).includes('tap the piece again'), `the picked piece fits where it waits: ${await status()}`);
    // A tap on another corner, the bottom-right, moves it there.
    await p.$eval('.bk-board', (b) => b.scrollIntoView({ block: 'center' }));
    const box = await p.locator('.bk-board').boundingBox();
    const at = (16 + 24 * 19 + 12) * box.width / VIEW;
    const [x, y] = [box.x + at, box.y + at];
    await p.touchscreen.tap(x, y);
    await p.waitForFunction(() => { const a = document.querySelector('.bk-anchor'); return a && Number(a.getAttribute('cx')) > 400; });
    const fits = await status();
    assert(fits.includes('tap the piece again') && !/click|Enter/.test(fits), `a finger is told where to tap: ${fits}`);
    assertEq(await p.$$eval('.bk-cell', (c) => c.length), 0, 'the first tap only moves the piece');
    await p.touchscreen.tap(x, y);
    await p.waitForFunction(() => document.querySelectorAll('.bk-cell').length === 1);
    assertEq(await p.$eval('.bk-cell', (c) => [c.dataset.x, c.dataset.y].join(',')), '19,19', 'placed where tapped twice');
    await context.close();
  }],
];
