// Games are never lost: autosave and resume, share links, bad links, damaged saves, full storage.
const hole = (col, row) => `#ks-${col}-${row}`;

async function pegs(page) {
  return page.$$eval('.ks-board .peg', (els) => els.map((e) => {
    const g = e.closest('.hole');
    return `${e.classList.contains('black') ? 'B' : 'W'}${g.dataset.col},${g.dataset.row}`;
  }).sort());
}
async function newGame(page, base) {
  await page.goto(base + '#/new/king-square');
  await page.click('button[type=submit]');
  await page.waitForSelector('.ks-board');
}
async function place(page, moves) {
  for (const [c, r] of moves) {
    const n = (await pegs(page)).length;
    await page.click(hole(c, r));
    await page.waitForFunction((n) => document.querySelectorAll('.ks-board .peg').length === n + 1, n);
  }
}
async function saveKeys(page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.')).sort());
}
// Goes to a route in this page (no reload: what the tab holds in memory stays).
async function go(page, hash) {
  await page.evaluate((h) => { location.hash = h; }, hash);
}
async function fillStorage(page) {
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i++) {
      try { localStorage.setItem('fill.' + i, chunk); } catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
    }
  });
}
async function notice(page) {
  return (await page.textContent('[data-testid="notice"]')).trim();
}

exports.tests = [
  ['saves: a game not started says so once, a started one is in progress', async ({ page, base, assert, assertEq }) => {
    await newGame(page, base);
    const game = page.url();
    await page.goto(base + '#/saves');
    await page.waitForSelector('.save');
    assert((await page.textContent('.save')).includes('not started'), 'the title says not started');
    assertEq(await page.$$eval('.save [data-testid="save-state"]', (s) => s.length), 0, 'and no "In progress" beside it');
    const line = (await page.textContent('.save p.muted')).trim();
    assert(!line.startsWith('·'), `no stray dot: "${line}"`);
    await page.goto(game);
    await place(page, [[2, 2]]);
    await page.goto(base + '#/saves');
    await page.waitForSelector('.save [data-testid="save-state"]');
    assertEq(await page.textContent('.save [data-testid="save-state"]'), 'In progress', 'after a move');
  }],
  ['saves: a game resumes after a reload, and is listed', async ({ page, base, assert, assertEq }) => {
    await newGame(page, base);
    await place(page, [[2, 2], [4, 4], [3, 2]]);
    const before = await pegs(page);
    const url = page.url();
    assert(/#\/play\/king-square\/[0-9a-f]+-[0-9a-f]+$/.test(url), 'url names the save: ' + url);
    await page.reload();
    await page.waitForSelector('.ks-board .peg');
    assertEq(await pegs(page), before, 'pegs after reload');
    assertEq(await page.$$eval('[data-testid="history"] li', (l) => l.map((x) => x.textContent)), ['Black: C3', 'White: E5', 'Black: D3'], 'history after reload');
    // Undo is saved too.
    await page.click('text=Undo');
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 2);
    await page.reload();
    await page.waitForSelector('.ks-board .peg');
    assertEq((await pegs(page)).length, 2, 'undo survives a reload');
    // Home offers the last game; the saves list shows it.
    await page.goto(base);
    await page.waitForSelector('[data-testid="resume-last"]');
    assert((await page.textContent('[data-testid="resume-last"]')).includes('move 2'), 'resume-last title');
    await page.click('[data-testid="resume-last"] a');
    await page.waitForSelector('.ks-board .peg');
    assertEq((await pegs(page)).length, 2, 'resumed from home');
    await page.goto(base + '#/saves');
    await page.waitForSelector('.save');
    const saves = await page.$$eval('.save', (s) => s.map((x) => x.textContent));
    assertEq(saves.length, 1, 'one save');
    assert(saves[0].includes('King-Square · 2 players · 10×10 · first to 5 · move 2') && saves[0].includes('Black to play'), saves[0]);
    // Delete asks first.
    await page.click('.save >> text=Delete');
    await page.click('text=Delete for good');
    await page.waitForSelector('text=No saved games yet');
    assertEq(await saveKeys(page), [], 'deleted');
  }],
  ['share: a link opens the same position in a fresh profile, and can be stepped through', async ({ page, browser, base, assert, assertEq, errors, artifacts }) => {
    await newGame(page, base);
    await place(page, [[0, 0], [5, 5], [1, 0], [5, 6], [0, 1]]);
    const expected = await pegs(page);
    await page.click('text=Share');
    await page.waitForSelector('[data-testid="share-link"]');
    const link = await page.inputValue('[data-testid="share-link"]');
    assert(link.startsWith(base + '#/play/king-square?r='), link);
    assert(link.length < 200, 'short link: ' + link.length);
    await page.click('text=Copy link');
    await page.waitForSelector('[data-testid="copy-status"]'); // copied, or the fallback text
    await page.screenshot({ path: require('path').join(artifacts, 'share.png') });

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    // A match this device has never seen: which seats are played here? The seat to move is
    // ticked; both are people, so ticking the other one too plays the whole game here.
    await other.waitForSelector('text=Which seats do you play?');
    assert(await other.isChecked('#claim-1'), 'White, to move, ticked');
    assert(!(await other.isChecked('#claim-0')), 'Black not ticked');
    await other.check('#claim-0');
    await other.click('button:has-text("Play")');
    await other.waitForSelector('.ks-board .peg');
    assertEq(await pegs(other), expected, 'same position from the link');
    assert(/#\/play\/king-square\/[0-9a-f-]+$/.test(other.url()), 'opened as a saved game: ' + other.url());
    assertEq((await saveKeys(other)).length, 1, 'saved once in the new profile');
    assertEq((await other.textContent('[data-testid="turn"]')).trim(), 'White to play', 'turn from the link');
    // Step through the moves.
    await other.click('[aria-label="First position"]');
    await other.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 0);
    assertEq((await other.textContent('[data-testid="ply"]')).trim(), '0 / 5', 'at the start');
    await other.click('[aria-label="Next move"]');
    await other.click('[aria-label="Next move"]');
    await other.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 2);
    assertEq(await pegs(other), ['B0,0', 'W5,5'], 'after two moves');
    await other.click(hole(3, 3));
    await other.waitForSelector('.notice.problem');
    assert((await notice(other)).includes('Go to the last move to play'), 'no moves while viewing');
    await other.click('[aria-label="Last move"]');
    await other.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 5);
    await other.click(hole(3, 3));
    await other.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 6);
    // Opening the same link again: it is behind the saved game, which it leaves alone.
    await other.goto(base);
    await other.goto(link);
    await other.waitForSelector('text=This link is older than your saved game');
    assertEq((await saveKeys(other)).length, 1, 'no second save');
    assertEq((await pegs(other)).length, 6, 'the saved game, with its sixth peg');
    await fresh.close();
    assertEq(errors, [], 'console errors');
  }],
  ['share: bad links say what is wrong and touch no save', async ({ page, base, assert, assertEq }) => {
    await newGame(page, base);
    await place(page, [[1, 1]]);
    const keys = await saveKeys(page);
    const saved = await page.evaluate((k) => localStorage.getItem(k), keys[0]);
    const golden = require('fs').readFileSync(require('path').join(__dirname, '..', 'golden', 'king-square-link-v1.txt'), 'utf8').trim();
    const goldenV2 = require('fs').readFileSync(require('path').join(__dirname, '..', 'golden', 'king-square-link-v2.txt'), 'utf8').trim();
    const changed = goldenV2.slice(0, 30) + (goldenV2[30] === 'B' ? 'C' : 'B') + goldenV2.slice(31);
    const bytes = Buffer.from(golden, 'base64url');
    bytes[27] = 5; bytes[28] = 5; // move 4 onto move 2's hole
    // The game id damaged ("kinG-square"): no game has it, so the link is damaged (#60 item 17).
    const kinG = Buffer.from(golden, 'base64url');
    kinG[6] = 'G'.charCodeAt(0);
    const cases = [
      ['garbage!!', 'characters a game link never has'],
      [golden.slice(0, 20), 'damaged or cut short'],
      ['CQ' + golden.slice(2), 'different version of Boardshelf'],
      [golden.slice(0, 21), 'cut short'],
      // Cut at a length whose last character base64 rejects: still cut short (#28 item 11).
      // (Or, when the cut happens to leave whole bytes, its check fails.)
      ...[22, 23, 25, 26, 27].map((n) => [goldenV2.slice(0, n), ['cut short', 'changed or damaged']]),
      // Words that happen to be link characters: damaged, not "a different version".
      ['hello-world', 'damaged or cut short'],
      [changed, 'changed or damaged'],
      [kinG.toString('base64url'), 'damaged or cut short'],
      [bytes.toString('base64url'), 'move 4 is illegal: hole F6 is taken'],
      ['A'.repeat(70000), 'too long'],
    ];
    for (const [code, words] of cases) {
      await page.goto(base + '#/play/king-square?r=' + code);
      await page.waitForSelector('.message-page');
      const text = await page.textContent('.message-page');
      const expected = [].concat(words);
      assert(text.includes('This game link cannot be opened') && expected.some((w) => text.includes(w)), `${code.slice(0, 30)}: ${text}`);
      assert(await page.isVisible('.message-page >> text=Home'), 'a way home');
      await page.goto(base);
    }
    await page.goto(base + '#/play/chess?r=' + golden);
    await page.waitForSelector('.message-page');
    assertEq(await saveKeys(page), keys, 'no save added or removed');
    assertEq(await page.evaluate((k) => localStorage.getItem(k), keys[0]), saved, 'the save is untouched');
  }],
  ['saves: garbage in storage is listed as damaged and never breaks the app', async ({ page, base, assert, assertEq }) => {
    await newGame(page, base);
    await place(page, [[2, 2]]);
    const goodKey = (await saveKeys(page))[0];
    await page.evaluate(() => {
      localStorage.setItem('boardshelf.save.junk', '{not json <b>bold</b>');
      localStorage.setItem('boardshelf.save.future', JSON.stringify({ format: 7 }));
      localStorage.setItem('boardshelf.last', 'junk');
    });
    await page.goto(base);
    await page.reload();
    await page.waitForSelector('.game-list');
    await page.goto(base + '#/saves');
    await page.waitForSelector('.save.damaged');
    const damaged = await page.$$eval('.save.damaged', (d) => d.map((x) => x.querySelector('[data-testid="damaged-reason"]').textContent));
    assertEq(damaged.length, 2, 'two damaged saves');
    assert(damaged.some((d) => d.includes('not a saved game')), damaged.join(' | '));
    assert(damaged.some((d) => d.includes('different version of Boardshelf (format 7)')), damaged.join(' | '));
    assertEq(await page.$$eval('.save.damaged textarea', (t) => t.map((x) => x.value)).then((v) => v.includes('{not json <b>bold</b>')), true, 'raw text shown as text');
    assertEq(await page.$$eval('.save.damaged b', (b) => b.length), 0, 'never rendered as HTML');
    // The good save still resumes.
    await page.click('.save:not(.damaged) >> text=Resume');
    await page.waitForSelector('.ks-board .peg');
    assertEq(await pegs(page), ['B2,2'], 'good save resumes');
    // Opening the damaged one by its address explains, and keeps it.
    await page.goto(base + '#/play/king-square/junk');
    await page.waitForSelector('.message-page');
    assert((await page.textContent('.message-page')).includes('damaged'), 'damaged message');
    assert((await saveKeys(page)).includes('boardshelf.save.junk'), 'still there');
    // Deleting it needs a confirmation.
    await page.goto(base + '#/saves');
    await page.click('.save[data-key="boardshelf.save.junk"] >> button:has-text("Delete")');
    await page.click('.save[data-key="boardshelf.save.junk"] >> button:has-text("Delete for good")');
    await page.waitForFunction(() => !document.querySelector('[data-key="boardshelf.save.junk"]'));
    assertEq(await saveKeys(page), ['boardshelf.save.future', goodKey].sort(), 'only the confirmed one deleted');
  }],
  ['saves: a copy of a save under another key is listed as damaged, and deleting it removes only that key', async ({ page, base, assert, assertEq }) => {
    await newGame(page, base);
    await place(page, [[3, 3]]);
    const [original] = await saveKeys(page);
    await page.evaluate((k) => localStorage.setItem('boardshelf.save.copy', localStorage.getItem(k)), original);
    await page.goto(base + '#/saves');
    await page.waitForSelector('.save.damaged');
    assertEq(await page.$$eval('.save:not(.damaged)', (s) => s.length), 1, 'one playable save');
    const reason = await page.textContent('.save[data-key="boardshelf.save.copy"] [data-testid="damaged-reason"]');
    assert(reason.includes('copy of another saved game'), reason);
    await page.click('.save[data-key="boardshelf.save.copy"] >> button:has-text("Delete")');
    await page.click('.save[data-key="boardshelf.save.copy"] >> button:has-text("Delete for good")');
    await page.waitForFunction(() => !document.querySelector('[data-key="boardshelf.save.copy"]'));
    assertEq(await saveKeys(page), [original], 'the original stays, the copy is gone');
    await page.click('.save >> text=Resume');
    await page.waitForSelector('.ks-board .peg');
    assertEq(await pegs(page), ['B3,3'], 'the original still resumes');
  }],
  ['saves: a full storage is reported and the game goes on', async ({ page, base, assert, assertEq, errors }) => {
    await newGame(page, base);
    await page.evaluate(() => {
      Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
    });
    await place(page, [[4, 4], [5, 5]]);
    await page.waitForSelector('[data-testid="save-problem"]');
    assert((await page.textContent('[data-testid="save-problem"]')).includes('storage is full'), 'quota message');
    assertEq(await pegs(page), ['B4,4', 'W5,5'], 'the game goes on');
    assertEq(errors, [], 'console errors');
  }],
  ['saves: a blocked storage is told apart from a full one', async ({ page, base, assert, assertEq, errors }) => {
    await newGame(page, base);
    await page.evaluate(() => {
      Storage.prototype.setItem = function () { throw new DOMException('denied', 'SecurityError'); };
    });
    await place(page, [[4, 4], [5, 5]]);
    await page.waitForSelector('[data-testid="save-problem"]');
    const text = await page.textContent('[data-testid="save-problem"]');
    assert(text.includes('storage is blocked') && !text.includes('storage is full'), `blocked message: ${text}`);
    assert(text.includes('deleting saved games would not help'), 'no advice to delete games');
    assertEq(await pegs(page), ['B4,4', 'W5,5'], 'the game goes on');
    assertEq(errors, [], 'console errors');
  }],
  ['saves: the same game in two tabs never loses a move without saying so (#18 item 1)', async ({ context, page, base, assert, assertEq }) => {
    // Tab A starts King-Square and plays C3, E5.
    await newGame(page, base);
    await place(page, [[2, 2], [4, 4]]);
    const url = page.url();
    const key = (await saveKeys(page))[0];
    // Tab B opens the same game and plays D3, F6: an idle tab A follows it.
    const b = await context.newPage();
    await b.goto(url);
    await b.waitForSelector('.ks-board .peg');
    await place(b, [[3, 2], [5, 5]]);
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 4);
    assertEq(await pegs(page), ['B2,2', 'B3,2', 'W4,4', 'W5,5'], 'tab A shows the moves made in tab B');
    // Now tab A misses B's next write (its storage events are held back) and plays H3 on
    // the old position: the write is refused and A says why.
    await page.addInitScript(() => {
      const add = window.addEventListener;
      window.addEventListener = function (type, f, options) {
        const held = (e) => { if (!window.holdStorageEvents) f(e); };
        return add.call(this, type, type === 'storage' ? held : f, options);
      };
    });
    await page.reload();
    await page.waitForSelector('.ks-board .peg');
    await page.evaluate(() => { window.holdStorageEvents = true; });
    await place(b, [[0, 0]]);
    await place(page, [[7, 2]]);
    await page.waitForSelector('[data-testid="save-problem"]');
    assert((await page.textContent('[data-testid="save-problem"]')).includes('changed in another tab'), 'conflict message');
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.moves.length, key);
    assertEq(stored, 5, "B's five moves are stored, not A's");
    await page.click('text=Load the newer version');
    await page.waitForFunction(() => !document.querySelector('[data-testid="save-problem"]'));
    assertEq(await pegs(page), ['B0,0', 'B2,2', 'B3,2', 'W4,4', 'W5,5'], 'tab A now shows the stored game');
    await place(page, [[7, 7]]);
    // Written once the frame is drawn: waited for, then read.
    await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).record.moves.length >= 6, key, { timeout: 5000 }).catch(() => {});
    assertEq(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.moves.length, key), 6, 'and saves on from there');
    await b.close();
  }],
  ['saves: two tabs clicking at the same moment never lose a move without asking (#27)', async ({ context, page, base, assert, assertEq }) => {
    await newGame(page, base);
    await place(page, [[4, 4]]);
    const url = page.url();
    const b = await context.newPage();
    await b.goto(url);
    await b.waitForSelector('.ks-board .peg');
    const banner = (p) => p.$('[data-testid="save-problem"]');
    const stored = async () => {
      const fresh = await context.newPage();
      await fresh.goto(url);
      await fresh.waitForSelector('.ks-board .peg');
      const shown = await pegs(fresh);
      await fresh.close();
      return shown;
    };
    let asked = 0;
    // Nine rounds: tab A clicks on row 0, tab B on row 9, at once (pegs on two rows nine
    // apart, columns 0-8: no square can form).
    for (let i = 0; i < 9; i++) {
      await Promise.all([page.click(hole(i, 0)), b.click(hole(i, 9))]);
      await page.waitForTimeout(400);
      const saved = await stored();
      for (const [name, tab] of [['A', page], ['B', b]]) {
        if (await banner(tab)) {
          asked++;
          assert((await tab.textContent('[data-testid="save-problem"]')).includes('changed in another tab'), `${name}: says why`);
          // The player chooses the other version (a choice, not a loss).
          await tab.click('text=Load the newer version');
          await tab.waitForFunction(() => !document.querySelector('[data-testid="save-problem"]'));
        } else {
          assertEq(await pegs(tab), saved, `round ${i}: tab ${name} shows what is saved`);
        }
      }
    }
    console.log(`    two tabs: ${asked} of 18 tab-rounds asked the player`);
    await b.close();
  }],
  ['saves: a deletion is final; the open copy offers to keep a copy (#18 item 2)', async ({ context, page, base, assert, assertEq }) => {
    await newGame(page, base);
    await place(page, [[2, 2], [4, 4]]);
    const url = page.url();
    const [key] = await saveKeys(page);
    // Deleted in another tab: this tab says so at once.
    const other = await context.newPage();
    await other.goto(base + '#/saves');
    await other.click('.save >> text=Delete');
    await other.click('text=Delete for good');
    await other.waitForFunction(() => !document.querySelector('.save'));
    await page.waitForSelector('[data-testid="save-problem"]');
    assert((await page.textContent('[data-testid="save-problem"]')).includes('was deleted'), 'deleted message');
    // A move here does not bring it back.
    await place(page, [[3, 3]]);
    assertEq(await saveKeys(page), [], 'the deleted game stays deleted');
    // Keep a copy: a new save with every move so far.
    await page.click('text=Keep a copy');
    await page.waitForFunction(() => !document.querySelector('[data-testid="save-problem"]'));
    const keys = await saveKeys(page);
    assertEq(keys.length, 1, 'one new save');
    assert(keys[0] !== key, 'under a new key');
    assert(page.url() !== url, 'the address names the copy');
    assertEq(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.moves.length, keys[0]), 3, 'the copy has the three moves');
    // Deleted in this tab, then Back: the same.
    await page.goto(base + '#/saves');
    await page.click('.save >> text=Delete');
    await page.click('text=Delete for good');
    await page.waitForFunction(() => !document.querySelector('.save'));
    await page.goBack();
    await page.waitForSelector('.ks-board');
    await page.click(hole(8, 8));
    await page.waitForSelector('[data-testid="save-problem"]');
    assertEq(await saveKeys(page), [], 'still deleted after Back and a move');
    await other.close();
  }],
  ['saves: with storage full, a new game is retried on every move and can be downloaded (#18 item 4)', async ({ page, base, assert, assertEq }) => {
    await page.goto(base);
    await page.waitForSelector('.game-list');
    await page.evaluate(() => {
      window.realSetItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
    });
    await newGame(page, base);
    await page.waitForSelector('[data-testid="save-problem"]');
    await place(page, [[4, 4]]);
    assertEq(await saveKeys(page), [], 'nothing could be saved');
    // Download this game: a saved-game file with the move.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('text=Download this game')]);
    const file = JSON.parse(require('fs').readFileSync(await download.path(), 'utf8'));
    assertEq([file.game, file.record.moves.length], ['king-square', 1], 'the downloaded game');
    // Room again: Retry saves it, and the next move is saved too.
    await page.evaluate(() => { Storage.prototype.setItem = window.realSetItem; });
    await page.click('text=Retry');
    await page.waitForFunction(() => !document.querySelector('[data-testid="save-problem"]'));
    const [key] = await saveKeys(page);
    assert(key, 'saved after Retry');
    await place(page, [[5, 5]]);
    // The write comes after the frame that shows the move.
    const moves = (k) => JSON.parse(localStorage.getItem(k)).record.moves.length;
    await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).record.moves.length >= 2, key, { timeout: 5000 }).catch(() => {});
    assertEq(await page.evaluate(moves, key), 2, 'saved on every move');
    await page.reload();
    await page.waitForSelector('.ks-board .peg');
    assertEq(await pegs(page), ['B4,4', 'W5,5'], 'resumes after a reload');
  }],
  ['saves: with storage full, leaving a game and coming back keeps its moves, written once there is room (#60 item 13)', async ({ page, base, assert, assertEq, errors }) => {
    await newGame(page, base);
    await place(page, [[2, 2]]);
    const game = page.url();
    const [key] = await saveKeys(page);
    await fillStorage(page);
    await place(page, [[4, 4], [3, 2]]);
    await page.waitForSelector('[data-testid="save-problem"]');
    assert((await page.textContent('[data-testid="save-problem"]')).includes('not saved'), 'the banner says not saved');
    // Another game's page: its own app would need the page reloaded, which would lose the
    // moves this tab alone keeps. The page says so and stays; then back to the game.
    await go(page, '#/new/foursquare');
    await page.waitForSelector('.message-page');
    assert((await page.textContent('.message-page')).includes('this tab alone keeps them'), 'it says why it stays');
    assertEq(await page.evaluate(() => running), 'game', "still King-Square's app");
    await go(page, new URL(game).hash);
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length > 0);
    assertEq(await pegs(page), ['B2,2', 'B3,2', 'W4,4'], 'the two unsaved moves are there');
    assert((await page.textContent('[data-testid="save-problem"]')).includes('storage is full'), 'and said to be unsaved');
    // Leaving the page now would lose them: the browser asks first.
    const asked = new Promise((resolve) => page.once('dialog', async (d) => { resolve(d.type()); await d.dismiss(); }));
    await page.evaluate(() => { setTimeout(() => location.reload(), 0); });
    assertEq(await asked, 'beforeunload', 'leaving asks');
    assertEq(await pegs(page), ['B2,2', 'B3,2', 'W4,4'], 'still here after staying');
    // Room made: Retry writes them.
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fill.')).forEach((k) => localStorage.removeItem(k)));
    await page.click('[data-testid="save-problem"] >> text=Retry');
    await page.waitForFunction(() => !document.querySelector('[data-testid="save-problem"]'));
    assertEq(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.moves.length, key), 3, 'saved with both moves');
    await page.reload();
    await page.waitForSelector('.ks-board .peg');
    assertEq(await pegs(page), ['B2,2', 'B3,2', 'W4,4'], 'and they survive a reload');
    assertEq(errors, [], 'console errors');
  }],
  ['saves: moves kept while storage is full are written when a saved game is deleted (#60 item 13)', async ({ page, base, assertEq }) => {
    await page.goto(base + '#/new/stacks');
    await page.click('button[type=submit]');
    await page.waitForFunction(() => location.hash.startsWith('#/play/stacks/'));
    await newGame(page, base);
    await place(page, [[2, 2]]);
    const game = page.url();
    const key = 'boardshelf.save.' + game.split('/').pop();
    await fillStorage(page);
    await place(page, [[4, 4], [3, 2]]);
    await page.waitForSelector('[data-testid="save-problem"]');
    // The player frees room by deleting a saved game: the unsaved moves go in at once.
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fill.')).slice(0, 1).forEach((k) => localStorage.removeItem(k)));
    await go(page, '#/saves');
    await page.click('.save:has-text("Stacks") >> text=Delete');
    await page.click('text=Delete for good');
    await page.waitForFunction(() => document.querySelectorAll('.save').length === 1);
    assertEq(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.moves.length, key), 3, 'written after the delete');
  }],
  ['saves: an import with storage full says the games were not added, not that a game goes on (#60 item 17)', async ({ page, base, assert }) => {
    const file = require('path').join(__dirname, '..', 'golden', 'king-square-envelope-v1.json');
    await page.goto(base + '#/saves');
    await page.waitForSelector('[data-testid="backup"]');
    await page.evaluate(() => {
      Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
    });
    await page.setInputFiles('[data-testid="import"]', file);
    await page.waitForSelector('[data-testid="import-report"]');
    const report = await page.textContent('[data-testid="import-report"]');
    assert(report.includes('1 game was not added') && report.includes('storage is full') && report.includes('import the file again'), report);
    assert(!report.includes('game goes on') && !report.includes('could not be read'), report);
  }],
  ['saves: imported statistics are checked, and the report says what was added or refused (#60 item 15)', async ({ page, base, assert, assertEq }) => {
    const file = require('path').join(require('os').tmpdir(), `backup-stats-${process.pid}.json`);
    require('fs').writeFileSync(file, JSON.stringify({
      format: 'boardshelf-backup', version: 1, saves: [],
      stats: { 'king-square': { played: 'lots' }, foursquare: { played: 3, won: 1 } },
    }));
    await page.goto(base + '#/saves');
    await page.waitForSelector('[data-testid="backup"]');
    await page.setInputFiles('[data-testid="import"]', file);
    await page.waitForSelector('[data-testid="import-report"]');
    const report = await page.textContent('[data-testid="import-report"]');
    assert(report.includes('Statistics added: Foursquare.'), report);
    assert(report.includes('Statistics of King-Square not imported: they cannot be read.'), report);
    assertEq(await page.evaluate(() => localStorage.getItem('boardshelf.stats.king-square')), null, 'nothing unreadable stored');
    assertEq(await page.evaluate(() => JSON.parse(localStorage.getItem('boardshelf.stats.foursquare')).played), 3, 'the readable ones stored');
  }],
  ['setup: a remembered seat the game cannot have falls back to a person here, and says so (#60 item 16)', async ({ page, base, assert, assertEq }) => {
    await page.goto(base);
    await page.evaluate(() => {
      localStorage.setItem('boardshelf.seats.foursquare', '["Friend"]');
      localStorage.setItem('boardshelf.seats.pegs-and-jokers', '[null, "Friend", "Easy", "Friend"]');
    });
    await page.goto(base + '#/new/foursquare');
    await page.waitForSelector('[data-testid="seats-refitted"]');
    assert((await page.textContent('[data-testid="seats-refitted"]')).includes('cannot be played by link'), 'the player is told');
    await page.click('button[type=submit]');
    await page.waitForSelector('.slot.legal');
    await page.click('.slot.legal');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('boardshelf.save.' + location.hash.split('/').pop())).record.moves.length === 1);
    assertEq(await page.evaluate(() => localStorage.getItem('boardshelf.seats.foursquare')), '[null]', 'remembered as fitted');
    // Pegs and Jokers: each friend seat becomes a person here; the computer stays.
    await page.goto(base + '#/new/pegs-and-jokers');
    await page.waitForSelector('[data-testid="seats-refitted"]');
    assertEq(await page.$$eval('.seat select', (s) => s.map((x) => x.value)), ['human', 'human', 'easy', 'human'], 'the seats shown');
    await page.click('button[type=submit]');
    await page.waitForFunction(() => location.hash.startsWith('#/play/'));
    const seats = await page.evaluate(() => JSON.parse(localStorage.getItem('boardshelf.save.' + location.hash.split('/').pop())).seats);
    assertEq(seats, [null, null, 'Easy', null], 'the game started with them');
  }],
  ['saves: a backup round trip brings every game back exactly; storage persistence is asked and shown (#18 items 5, 6)', async ({ context, page, base, assert, assertEq }) => {
    await context.addInitScript(() => {
      window.persistAsked = 0;
      if (navigator.storage) {
        const persist = navigator.storage.persist.bind(navigator.storage);
        navigator.storage.persist = () => { window.persistAsked++; return persist(); };
      }
    });
    await newGame(page, base);
    await place(page, [[2, 2], [4, 4], [3, 2]]);
    assert(await page.evaluate(() => window.persistAsked) === 1, 'persist() asked once, after the first save');
    // A Foursquare game too, and a damaged save.
    await page.goto(base + '#/new/foursquare');
    await page.click('button[type=submit]');
    await page.waitForSelector('.fs-table');
    await page.evaluate(() => localStorage.setItem('boardshelf.save.broken', '{nope'));
    const before = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
      .filter((k) => k.startsWith('boardshelf.save.')).map((k) => [k, localStorage.getItem(k)])));
    await page.goto(base + '#/saves');
    await page.waitForSelector('[data-testid="persisted"]');
    const persisted = await page.evaluate(() => navigator.storage.persisted());
    assert((await page.textContent('[data-testid="persisted"]')).includes(persisted ? 'keeps these saves' : 'may clear'), 'persistence shown as the browser says');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('text=Download all saved games')]);
    const file = await download.path();
    const backup = JSON.parse(require('fs').readFileSync(file, 'utf8'));
    assertEq([backup.format, backup.saves.length], ['boardshelf-backup', 3], 'three saves in the backup');
    // A new phone: storage cleared, the file imported.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('[data-testid="backup"]');
    await page.setInputFiles('[data-testid="import"]', file);
    await page.waitForSelector('[data-testid="import-report"]');
    const report = await page.textContent('[data-testid="import-report"]');
    assert(report.includes('Imported 2 games') && report.includes('1 game could not be read'), report);
    const after = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
      .filter((k) => k.startsWith('boardshelf.save.')).map((k) => [k, localStorage.getItem(k)])));
    // The same JSON (the backup may order an object's keys differently).
    const canonical = (v) => JSON.stringify(v, (_, x) => (x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));
    for (const [k, v] of Object.entries(after)) assertEq(canonical(JSON.parse(v)), canonical(JSON.parse(before[k])), 'save restored exactly: ' + k);
    assertEq(Object.keys(after).length, 2, 'the two playable saves');
    // Importing again changes nothing: every game is already here.
    await page.setInputFiles('[data-testid="import"]', file);
    await page.waitForFunction(() => document.querySelector('[data-testid="import-report"]').textContent.includes('already here'));
    assertEq(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.')).length), 2, 'nothing added twice');
    // Each game resumes.
    await page.click('.save:has-text("King-Square") >> text=Resume');
    await page.waitForSelector('.ks-board .peg');
    assertEq(await pegs(page), ['B2,2', 'B3,2', 'W4,4'], 'King-Square resumes exactly');
  }],
  ['saves: a change is written after the frame that shows it, and a burst of changes is one write (#60 item 18)', async ({ page, base, assertEq }) => {
    await newGame(page, base);
    await place(page, [[2, 2], [4, 4], [3, 2]]);
    const key = (await saveKeys(page))[0];
    // Every write of this game's save, by its number of moves.
    await page.evaluate((key) => {
      window.writes = [];
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k === key) window.writes.push(JSON.parse(v).record.moves.length);
        return set.call(this, k, v);
      };
    }, key);
    // Two Undos in one task; at the next frame nothing is written yet.
    const atFrame = await page.evaluate(() => new Promise((done) => {
      const undo = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Undo');
      undo.click();
      undo.click();
      requestAnimationFrame(() => done(window.writes.slice()));
    }));
    assertEq(atFrame, [], 'writes before the frame that shows the changes');
    await page.waitForFunction(() => window.writes.length > 0);
    // One more frame and task: no other write follows.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    assertEq(await page.evaluate(() => window.writes), [1], 'one write, of the latest position');
    assertEq(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.moves.length, key), 1, 'stored');
  }],
  ['saves: a move made just before a reload, or just before another page opens, is saved (#60 item 18)', async ({ page, base, assert, assertEq }) => {
    await newGame(page, base);
    await place(page, [[2, 2]]);
    const game = page.url();
    // The move and the reload in one task: no frame is drawn in between.
    const tap = (id) => document.getElementById(id).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await page.evaluate(`(${tap})('ks-4-4'); location.reload();`);
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length > 0);
    assertEq(await pegs(page), ['B2,2', 'W4,4'], 'the move made just before the reload');
    // A move, then at once the saved-games list, another game's setup, this game again.
    await page.evaluate(`(${tap})('ks-3-2'); location.hash = '#/saves';`);
    await page.waitForSelector('.save');
    assert((await page.textContent('.save')).includes('move 3'), `the list shows the third move: ${await page.textContent('.save')}`);
    await page.evaluate((h) => { location.hash = h; }, new URL(game).hash);
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length === 3);
    await page.evaluate(`(${tap})('ks-5-5'); location.hash = '#/new/stacks';`);
    await page.waitForSelector('button[type=submit]');
    await page.goto(game);
    await page.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length > 0);
    assertEq(await pegs(page), ['B2,2', 'B3,2', 'W4,4', 'W5,5'], 'every move, after leaving at once');
  }],
  ['saves: a move made just before the page is hidden or closed is saved (pagehide, visibilitychange, #60 item 18)', async ({ context, page, base, assertEq }) => {
    await newGame(page, base);
    await place(page, [[2, 2]]);
    const game = page.url();
    const key = (await saveKeys(page))[0];
    const tap = (id) => document.getElementById(id).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const stored = (k) => JSON.parse(localStorage.getItem(k)).record.moves.length;
    // The page hidden in the same task as the tap (no frame drawn): written by then.
    assertEq(await page.evaluate(`(${tap})('ks-4-4'); window.dispatchEvent(new Event('pagehide')); (${stored})('${key}')`),
      2, 'stored when the page is hidden');
    // The tap, then the page closed at once (as a phone closes a tab).
    await page.evaluate(`(${tap})('ks-3-2')`);
    await page.close({ runBeforeUnload: true });
    const again = await context.newPage();
    await again.goto(game);
    await again.waitForFunction(() => document.querySelectorAll('.ks-board .peg').length > 0);
    assertEq(await pegs(again), ['B2,2', 'B3,2', 'W4,4'], 'the move made just before closing');
    // Another app brought to the front (the page becomes hidden) right after a tap.
    const hidden = `Object.defineProperty(document, 'hidden', { value: true });
      Object.defineProperty(document, 'visibilityState', { value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));`;
    assertEq(await again.evaluate(`(${tap})('ks-5-5'); ${hidden} (${stored})('${key}')`), 4, 'stored when the page goes out of sight');
  }],
];
