// Playing a friend by link (#17): two browser contexts are two devices that only exchange
// links. Each ends with one saved game of the match, in the same position; the saved-games
// list says whose turn it is; a stale link and a diverging link never overwrite a save.
const path = require('path');
const { newKingSquare } = require('./setup.cjs');
const hole = (col, row) => `#ks-${col}-${row}`;
const VIEW = 2 * 16 + 24 * 20;

async function device(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 1100, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { context, page, errors };
}
async function saveKeys(page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.')).sort());
}
async function notice(page) {
  return (await page.textContent('[data-testid="notice"]')).trim();
}
async function moves(page) {
  return page.$$eval('[data-testid="history"] li', (l) => l.length);
}
// "Send your move": the link goes to the clipboard (no share sheet on desktop Chromium).
async function send(page) {
  await page.click('[data-testid="send-move"]');
  await page.waitForSelector('[data-testid="send-status"]');
  const status = (await page.textContent('[data-testid="send-status"]')).trim();
  if (!status.startsWith('Link copied')) throw new Error('send: ' + status);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const [words, link] = copied.split('\n');
  return { words, link };
}
// Opens a link; a match never seen here first asks for this device's seat (the one to move).
async function open(page, link, { claim = false } = {}) {
  await page.goto('about:blank');
  await page.goto(link);
  if (claim) {
    await page.waitForSelector('text=Which seats do you play?');
    await page.click('button:has-text("Play")');
  }
  await page.waitForSelector('[data-testid="notice"]');
}
async function saveStates(page, base) {
  await page.goto(base + '#/saves');
  await page.waitForSelector('.save');
  return page.$$eval('[data-testid="save-state"]', (s) => s.map((x) => x.textContent.trim()));
}
async function ksPegs(page) {
  return page.$$eval('.ks-board .peg', (els) => els.map((e) => {
    const g = e.closest('.hole');
    return `${e.classList.contains('black') ? 'B' : 'W'}${g.dataset.col},${g.dataset.row}`;
  }).sort());
}
async function ksPlace(page, col, row) {
  const n = (await ksPegs(page)).length;
  await page.click(hole(col, row));
  await page.waitForFunction((n) => document.querySelectorAll('.ks-board .peg').length === n + 1, n);
}

exports.tests = [
  ['by link: a full King-Square round between two devices, one save each, whose turn in the list', async ({ browser, base, assert, assertEq, artifacts }) => {
    const a = await device(browser, base);
    const b = await device(browser, base);
    await newKingSquare(a.page, base);
    // Black (here) plays A1; White's seat is a friend's: the board waits.
    await ksPlace(a.page, 0, 0);
    await a.page.waitForSelector('[data-testid="waiting"]');
    assertEq((await a.page.textContent('[data-testid="waiting"]')).trim(), 'Waiting for White: send them the link', 'waiting line');
    await a.page.click(hole(2, 2));
    await a.page.waitForSelector('.notice.problem');
    assert((await notice(a.page)).includes('Waiting for White'), 'no move for the friend: ' + await notice(a.page));
    assertEq(await ksPegs(a.page), ['B0,0'], 'nothing played for White');
    let sent = await send(a.page);
    assertEq(sent.words, 'Boardshelf · King-Square · your move, White (move 2)', 'the words with the link');
    assert(sent.link.startsWith(base + '#/play/king-square?r='), sent.link);
    await a.page.setViewportSize({ width: 390, height: 844 });
    await a.page.screenshot({ path: path.join(artifacts, 'by-link-waiting-phone.png') });
    await a.page.setViewportSize({ width: 1100, height: 900 });
    assertEq(await saveStates(a.page, base), ['Waiting for a friend'], "A's list: waiting");

    // B has never seen this match: it asks, with White (to move) ticked.
    await b.page.goto(sent.link);
    await b.page.waitForSelector('text=Which seats do you play?');
    assert(await b.page.isChecked('#claim-1') && !(await b.page.isChecked('#claim-0')), 'White ticked');
    await b.page.setViewportSize({ width: 390, height: 844 });
    await b.page.screenshot({ path: path.join(artifacts, 'by-link-claim-phone.png') });
    await b.page.setViewportSize({ width: 1100, height: 900 });
    await b.page.click('button:has-text("Play")');
    await b.page.waitForSelector('.ks-board .peg');
    assertEq(await notice(b.page), 'Black: A1 · Your turn, White', 'what happened, in one line');
    assertEq(await b.page.$$eval('.ks-board .peg.last', (p) => p.length), 1, 'the move is marked');

    // The round: Black A1 B1 A2 B2 makes a square; White plays D4 D3 C4 in between.
    const black = [[1, 0], [0, 1], [1, 1]];
    const white = [[3, 3], [3, 2], [2, 3]];
    for (let i = 0; i < 3; i++) {
      await ksPlace(b.page, ...white[i]);
      sent = await send(b.page);
      if (i === 0) assertEq(await saveStates(b.page, base), ['Waiting for a friend'], "B's list: waiting");
      await open(a.page, sent.link);
      assert((await notice(a.page)).includes(`White: ${'DDC'[i]}${[4, 3, 4][i]}`), 'A sees White\'s move: ' + await notice(a.page));
      assert((await notice(a.page)).endsWith('Your turn, Black'), await notice(a.page));
      assertEq((await saveKeys(a.page)).length, 1, 'the same save on A, updated in place');
      await ksPlace(a.page, ...black[i]);
      if (i < 2) {
        sent = await send(a.page);
        await open(b.page, sent.link);
        assertEq((await saveKeys(b.page)).length, 1, 'the same save on B');
        if (i === 0) {
          assertEq(await saveStates(b.page, base), ['Your turn'], "B's list: B's turn");
          await open(b.page, sent.link);
        }
      }
    }
    // Black's square ends the game: the end panel offers to send the last move.
    await a.page.waitForSelector('[data-testid="result"]');
    sent = await send(a.page);
    assertEq(sent.words, 'Boardshelf · King-Square · the game is over', 'the words at the end');
    await open(b.page, sent.link);
    await b.page.waitForSelector('[data-testid="result"]');
    assertEq(await ksPegs(b.page), await ksPegs(a.page), 'the same position on both devices');
    assertEq((await ksPegs(b.page)).length, 7, 'seven pegs');
    assertEq((await saveKeys(a.page)).length, 1, 'one save on A');
    assertEq((await saveKeys(b.page)).length, 1, 'one save on B');
    assertEq(await saveStates(a.page, base), ['Finished'], "A's list");
    assertEq(await saveStates(b.page, base), ['Finished'], "B's list");
    // Play again is another match: its links never meet this game's save.
    await b.page.goBack();
    await b.page.click('button:has-text("Play again")');
    await b.page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 0);
    const matches = await b.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.'))
      .map((k) => JSON.parse(localStorage.getItem(k)).record.match));
    assertEq(matches.length, 2, 'two games on B');
    assert(matches.every((m) => typeof m === 'number') && matches[0] !== matches[1], 'two matches: ' + matches);
    assertEq([...a.errors, ...b.errors], [], 'console errors');
    await a.context.close();
    await b.context.close();
  }],
  ['by link: a stale link changes nothing; a diverging link opens as a separate game', async ({ browser, base, assert, assertEq }) => {
    const a = await device(browser, base);
    const b = await device(browser, base);
    await newKingSquare(a.page, base, { size: 6, target: 3 });
    await ksPlace(a.page, 0, 0);
    const first = (await send(a.page)).link;
    await open(b.page, first, { claim: true });
    await ksPlace(b.page, 5, 5);
    const second = (await send(b.page)).link;
    await open(a.page, second);
    assert(await a.page.isDisabled('button:has-text("Undo")'), "B's move came by link: A cannot take it back");
    await ksPlace(a.page, 1, 0);
    const third = (await send(a.page)).link;
    assert(await a.page.isDisabled('button:has-text("Undo")'), 'a move sent cannot be taken back either');
    await a.page.reload();
    await a.page.waitForSelector('.ks-board .peg');
    assert(await a.page.isDisabled('button:has-text("Undo")'), 'nor after a reload (the save knows it was sent)');
    await open(b.page, third);
    const onB = await ksPegs(b.page);
    const saved = await b.page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('boardshelf.save.')));
    // The first link again, on B: older than B's save.
    await open(b.page, first);
    assert((await notice(b.page)).includes('This link is older than your saved game (it has 1 of its 3 moves)'), await notice(b.page));
    assertEq(await ksPegs(b.page), onB, 'the saved position');
    assertEq(await b.page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('boardshelf.save.'))), saved, 'the save untouched');
    // A third phone opens B's link too, plays Black's move another way and sends it to B:
    // it diverges from B's save.
    const c = await device(browser, base);
    await open(c.page, second, { claim: true });
    await ksPlace(c.page, 2, 0);
    await open(b.page, (await send(c.page)).link);
    assert((await notice(b.page)).includes('opened as a separate game'), await notice(b.page));
    assertEq((await saveKeys(b.page)).length, 2, 'a second save on B');
    assert((await ksPegs(b.page)).includes('B2,0'), 'the diverging position');
    assertEq(await b.page.evaluate((keys) => keys.map(([k]) => localStorage.getItem(k)), saved), saved.map(([, v]) => v), 'the first save untouched');
    // The diverged game kept B's seats: White here, Black a friend.
    await b.page.click(hole(4, 4));
    await b.page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 4);
    await b.page.waitForSelector('[data-testid="waiting"]');
    // The list tells the two versions of the match apart from any other game.
    await b.page.goto(base + '#/saves');
    await b.page.waitForSelector('.save');
    assertEq(await b.page.$$eval('[data-testid="versions"]', (v) => v.map((x) => x.textContent.trim())),
      ['· one of 2 versions of this match (the moves differ)', '· one of 2 versions of this match (the moves differ)'], 'both versions marked');
    assertEq([...a.errors, ...b.errors, ...c.errors], [], 'console errors');
    await a.context.close();
    await b.context.close();
    await c.context.close();
  }],
  ['by link: Stacks, ten turns played only by exchanging links', async ({ browser, base, assert, assertEq }) => {
    const a = await device(browser, base);
    const b = await device(browser, base);
    await a.page.goto(base + '#/new/stacks');
    await a.page.selectOption('#seat-1', 'friend');
    await a.page.click('button[type=submit]');
    await a.page.waitForSelector('.st-board');
    const devices = [a, b];
    for (let turn = 0; turn < 10; turn++) {
      const { page } = devices[turn % 2];
      // Turns picked blindly may be traps: played without the warning.
      await page.evaluate(() => localStorage.setItem('boardshelf.stacks.warn', 'off'));
      const before = await moves(page);
      // A pawn move and a drop: the playable points in turn, the farthest drop target.
      const points = await page.$$eval('.st-board .point.playable', (p) => p.map((x) => x.dataset.point));
      let targets = [];
      for (let k = 0; targets.length === 0; k++) {
        const point = points[(turn * 3 + k) % points.length];
        await page.click(`.st-board .point[data-point="${point}"]`);
        await page.waitForSelector(`.st-board .point.pending[data-point="${point}"]`);
        targets = await page.$$eval('.cell.drop-target', (c) => c.filter((x) => !x.dataset.pieces).map((x) => x.dataset.name));
      }
      await page.click(`.st-board .cell[data-name="${targets[Math.max(0, targets.length - 1 - (turn % 2))]}"]`);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length === n + 1, before);
      const { link } = await send(page);
      const other = devices[(turn + 1) % 2].page;
      await open(other, link, { claim: turn === 0 });
      assertEq(await moves(other), turn + 1, `turn ${turn + 1} arrived`);
      assert((await notice(other)).includes('Your turn'), `turn ${turn + 1}: ${await notice(other)}`);
    }
    const cells = (page) => page.$$eval('.st-board .cell', (c) => c.map((x) => x.dataset.pieces).join('|'));
    await a.page.waitForSelector('.st-board');
    assertEq(await cells(a.page), await cells(b.page), 'the same stacks on both devices');
    assertEq((await saveKeys(a.page)).length, 1, 'one save on A');
    assertEq((await saveKeys(b.page)).length, 1, 'one save on B');
    assertEq(await saveStates(a.page, base), ['Your turn'], "A's list after B's tenth turn");
    assertEq(await saveStates(b.page, base), ['Waiting for a friend'], "B's list");
    assertEq([...a.errors, ...b.errors], [], 'console errors');
    await a.context.close();
    await b.context.close();
  }],
  ['by link: Blokus with two friends and two computers between them', async ({ browser, base, assert, assertEq, artifacts }) => {
    const a = await device(browser, base);
    const b = await device(browser, base);
    await a.page.goto(base + '#/new/blokus');
    await a.page.selectOption('#seat-1', 'easy');
    await a.page.selectOption('#seat-2', 'friend');
    await a.page.selectOption('#seat-3', 'easy');
    await a.page.click('button[type=submit]');
    await a.page.waitForSelector('.bk-board');
    const clickCell = async (page, x, y) => {
      const box = await page.locator('.bk-board').boundingBox();
      const s = box.width / VIEW;
      await page.mouse.click(box.x + (16 + 24 * (x + 0.5)) * s, box.y + (16 + 24 * (y + 0.5)) * s);
    };
    const cells = (page) => page.$$eval('.bk-cell', (c) => c.map((g) => `${g.dataset.colour}:${g.dataset.x},${g.dataset.y}`).sort());
    // Blue (A) plays; Yellow's computer answers on A; then Red's friend is to move.
    await a.page.click('.bk-piece[data-piece="I1"]');
    await clickCell(a.page, 0, 0);
    await a.page.waitForSelector('[data-testid="waiting"]', { timeout: 20000 });
    assertEq((await a.page.textContent('[data-testid="waiting"]')).trim(), 'Waiting for Red: send them the link', 'waiting for Red');
    assertEq(await moves(a.page), 2, 'Blue and Yellow');
    await open(b.page, (await send(a.page)).link, { claim: true });
    assertEq(await b.page.$$eval('[data-testid="history"] li.news', (l) => l.length), 2, "Blue's and Yellow's moves are news");
    assertEq(await b.page.$$eval('.bk-last.bk-news', (r) => r.length), 1, "Blue's one-cell piece marked");
    assert(await b.page.$$eval('.bk-last:not(.bk-news)', (r) => r.length) > 1, "Yellow's piece, the last move, marked");
    assert((await notice(b.page)).endsWith('Your turn, Red'), await notice(b.page));
    // Red (B) plays; Green's computer answers on B; then Blue's friend (A) is to move.
    // (Any corner may start: Red takes one the computer left free.)
    const taken = await cells(b.page);
    const [x, y] = [[19, 0], [0, 19], [19, 19]].find(([x, y]) => !taken.some((c) => c.endsWith(`:${x},${y}`)));
    await b.page.click('.bk-piece[data-piece="I1"]');
    await clickCell(b.page, x, y);
    await b.page.waitForSelector('[data-testid="waiting"]', { timeout: 20000 });
    assertEq(await moves(b.page), 4, 'a round');
    await open(a.page, (await send(b.page)).link);
    assertEq(await a.page.$$eval('[data-testid="history"] li.news', (l) => l.length), 2, "Red's and Green's moves are news");
    assert((await notice(a.page)).startsWith('Red: I1 on square '), await notice(a.page));
    await a.page.setViewportSize({ width: 390, height: 844 });
    await a.page.screenshot({ path: path.join(artifacts, 'by-link-news-phone.png') });
    assertEq(await cells(a.page), await cells(b.page), 'the same board on both devices');
    assertEq((await saveKeys(a.page)).length, 1, 'one save on A');
    assertEq((await saveKeys(b.page)).length, 1, 'one save on B');
    assertEq([...a.errors, ...b.errors], [], 'console errors');
    await a.context.close();
    await b.context.close();
  }],
  ['by link: a finished game of two computers opens to be viewed and analysed, no seats asked (#60 item 10)', async ({ browser, base, assert, assertEq }) => {
    // A finished King-Square game that two computers played, saved as the app saves it
    // (setup gives every two-seat game a match id).
    const a = await device(browser, base);
    const record = JSON.parse(require('fs').readFileSync(path.join(__dirname, '..', 'golden', 'king-square-finished-record.json'), 'utf8'));
    record.match = 4242;
    const envelope = { format: 1, id: 'computers', game: 'king-square', finished: true, created: 0, updated: 0, record, seats: ['Easy', 'Hard'] };
    await a.page.goto(base);
    await a.page.evaluate((e) => localStorage.setItem('boardshelf.save.' + e.id, JSON.stringify(e)), envelope);
    await a.page.goto(base + '#/play/king-square/computers');
    await a.page.waitForSelector('[data-testid="result"]');
    const result = (await a.page.textContent('[data-testid="result"]')).trim();
    const expected = await ksPegs(a.page);
    await a.page.click('text=Share');
    await a.page.waitForSelector('[data-testid="share-link"]');
    const link = await a.page.inputValue('[data-testid="share-link"]');
    assert(link.startsWith(base + '#/play/king-square?r='), link);
    // A device that never saw this match: the finished game, straight away.
    const b = await device(browser, base);
    await b.page.goto(link);
    await b.page.waitForSelector('[data-testid="result"], .claim');
    assertEq(await b.page.$$('text=Which seats do you play?').then((x) => x.length), 0, 'no seat question');
    assertEq((await b.page.textContent('[data-testid="result"]')).trim(), result, 'the same result');
    assertEq(await ksPegs(b.page), expected, 'the same position');
    await b.page.waitForSelector('[data-testid="analyse"]:not([disabled])');
    await b.page.click('[data-testid="analyse"]');
    await b.page.waitForSelector('[data-testid="chances"]', { timeout: 60000 });
    const saved = await b.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.'))
      .map((k) => JSON.parse(localStorage.getItem(k)).seats));
    assertEq(saved, [['Easy', 'Hard']], 'kept as one saved game, the computers as they were');
    assertEq([...a.errors, ...b.errors], [], 'console errors');
    await a.context.close();
    await b.context.close();
  }],
];
