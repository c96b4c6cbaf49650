// Pegs and Jokers in the browser: the pass-the-device screen hides hands, cards and pegs are
// chosen by clicking, pegs come out and move, and an impossible choice is explained.
const path = require('path');

async function history(page) {
  return page.$$eval('[data-testid="history"] li', (l) => l.map((x) => x.textContent));
}

/// Plays one turn by clicking: a playable card and its first highlighted peg (then a target
/// or a split if asked), or a discard when nothing can move.
async function playTurn(page) {
  const before = (await history(page)).length;
  await page.waitForSelector('[data-testid="pass-screen"]');
  assertHidden(await page.$$('.pj-card'));
  await page.click('text=Show my cards');
  await playTurnShown(page, before);
}

/// Plays one turn from a shown hand.
async function playTurnShown(page, before) {
  if (before === undefined) before = (await history(page)).length;
  await page.waitForSelector('[data-testid="hand"]');
  const playable = await page.$$('.pj-card.playable');
  if (playable.length) {
    await playable[0].click();
    await page.click('.pj-peg.movable');
    if (await page.$('.pj-peg.target')) await page.click('.pj-peg.target');
    else if (await page.$('[data-testid="split"]')) {
      const whole = await page.$('[data-testid="split"] button:has-text("Whole")');
      if (whole) await whole.click();
      else { await page.click('[data-testid="split"] [data-split]'); await page.click('.pj-peg.movable'); }
    }
  } else {
    await page.click('.pj-card');
    await page.click('text=Discard this card');
  }
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length === n + 1, before);
}
function assertHidden(cards) {
  if (cards.length) throw new Error('cards visible behind the pass screen');
}

/// A share link for a fresh 4-player deal with this seed (format: version byte, flags, then
/// postcard: game id, config {players, deal, hand}, seed varint, no moves).
function dealLink(base, seed) {
  const id = Buffer.from('pegs-and-jokers');
  const varint = [];
  let s = seed;
  do { let b = s & 0x7f; s >>>= 7; if (s) b |= 0x80; varint.push(b); } while (s);
  return base + '#/play/pegs-and-jokers?r=' + Buffer.from([1, 0, id.length, ...id, 4, 3, 5, ...varint, 0]).toString('base64url');
}
async function pegPositions(page) {
  return page.$$eval('.pj-peg', (p) => p.map((g) => `${g.dataset.colour}${g.dataset.index}:${g.dataset.pos}`));
}

/// One turn aimed at showing every kind of play: a split 7 if one is possible, else a
/// come-out, else a normal move, else whatever is playable, else a discard. Returns its kind.
async function purposefulTurn(page, done, artifacts) {
  await page.click('text=Show my cards');
  await page.waitForSelector('[data-testid="hand"]');
  const cards = await page.$$eval('.pj-card', (c) => c.map((x) => ({ name: x.dataset.card, playable: x.classList.contains('playable') })));
  const pick = async (name) => { await page.click(`.pj-card[data-card="${name}"]`); };
  const tryKind = async (kind, names) => {
    for (const card of cards.filter((c) => c.playable && names.some((n) => c.name.startsWith(n)))) {
      await pick(card.name);
      if (kind === 'split') {
        const count = await page.$$eval('.pj-peg.movable', (p) => p.length);
        for (let i = 0; i < count; i++) {
          await page.click(`.pj-peg.movable >> nth=${i}`);
          const option = await page.$('[data-testid="split"] [data-split]');
          if (option) {
            await option.click();
            await page.click('.pj-peg.movable');
            return true;
          }
        }
      } else if (kind === 'out') {
        const startPeg = await page.$('.pj-peg.movable[data-pos="start"]');
        if (startPeg) { await startPeg.click(); return true; }
      } else {
        const trackPeg = await page.$('.pj-peg.movable:not([data-pos="start"])');
        if (trackPeg) { await trackPeg.click(); return true; }
      }
    }
    return false;
  };
  if (!done.joker && cards.some((c) => c.playable && c.name === 'Joker')) {
    // A joker: the peg to move, then the highlighted peg to land on (it is bumped).
    await pick('Joker');
    await page.click('.pj-peg.movable');
    const target = await page.$eval('.pj-peg.target', (g) => ({ pos: g.dataset.pos, colour: g.dataset.colour, index: g.dataset.index }));
    await page.screenshot({ path: path.join(artifacts, 'pegs-and-jokers-joker.png') });
    await page.click(`.pj-peg.target[data-pos="${target.pos}"]`);
    done.jokerTarget = target;
    return 'joker';
  }
  if (!done.split && await tryKind('split', ['7'])) return 'split';
  if (!done.out && await tryKind('out', ['A', 'J', 'Q', 'K'])) return 'out';
  if (!done.move && await tryKind('move', ['2', '3', '4', '5', '6', '10'])) return 'move';
  const any = cards.find((c) => c.playable && c.name !== 'Joker');
  if (any) {
    await pick(any.name);
    await page.click('.pj-peg.movable');
    if (await page.$('[data-testid="split"]')) {
      const whole = await page.$('[data-testid="split"] button:has-text("Whole")');
      if (whole) await whole.click(); else { await page.click('[data-testid="split"] [data-split]'); await page.click('.pj-peg.movable'); }
    }
    return 'other';
  }
  await page.click('.pj-card');
  await page.click('text=Discard this card');
  return 'discard';
}

exports.tests = [
  ['pegs and jokers: alone against three computers, the hand shows without passing the device', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    page.setDefaultTimeout(60000);
    await page.goto(base + '#/new/pegs-and-jokers');
    await page.waitForSelector('#seat-3');
    for (const seat of [1, 2, 3]) await page.selectOption(`#seat-${seat}`, 'easy');
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid="hand"]');
    assertEq(await page.$$('[data-testid="pass-screen"]').then((p) => p.length), 0, 'no pass screen');
    assert(await page.$('[data-testid="hint-button"]'), 'hint offered with the hand shown');
    const turn = (await page.textContent('[data-testid="turn"]')).trim();
    const before = (await history(page)).length;
    console.log('DBG', turn, before, await history(page));
    await playTurnShown(page, before);
    console.log('DBG after', await history(page));
    // The three computers play, then the hand is back, still without a pass screen.
    await page.waitForFunction(([n, turn]) => document.querySelectorAll('[data-testid="history"] li').length === n + 4
      && document.querySelector('[data-testid="turn"]').textContent.trim() === turn, [before, turn]);
    await page.waitForSelector('[data-testid="hand"]');
    assertEq(await page.$$('[data-testid="pass-screen"]').then((p) => p.length), 0, 'still no pass screen');
    await page.screenshot({ path: path.join(artifacts, 'pegs-and-jokers-alone.png') });
    assertEq(errors, [], 'console errors');
  }],
];
