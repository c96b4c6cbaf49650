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
    else if (await page.$('[data-testid="split"]')) await page.click('[data-testid="split"] button');
  } else {
    await page.click('.pj-card');
    await page.click('text=Discard this card');
  }
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length > n, before);
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
/// How many elements match: what a player sees (or must not see) on the page.
async function count(page, selector) {
  return (await page.$$(selector)).length;
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
        // One button per peg, never one per way to split (#28 item 1).
        const picks = await page.$$eval('[data-testid="picks"] [data-peg]', (b) => b.map((x) => x.dataset.peg));
        if (new Set(picks).size !== picks.length) throw new Error('a peg offered twice: ' + picks);
        const count = await page.$$eval('.pj-peg.movable', (p) => p.length);
        for (let i = 0; i < count; i++) {
          await page.click(`.pj-peg.movable >> nth=${i}`);
          const option = await page.$('[data-testid="split"] [data-split]:not([data-split="whole"])');
          if (option) {
            // The prompt follows the step, and the whole plays come first, in view, each
            // once, each naming both pegs and their steps ("3 for … + 4 for …").
            const prompt = await page.textContent('[data-testid="instruction"]');
            const whole = await page.$('[data-testid="split"] [data-split="whole"]');
            const expected = whole ? 'Choose how to play the card' : 'cannot move the whole card';
            if (!prompt.includes(expected)) throw new Error(`the prompt does not say "${expected}": ` + prompt);
            const first = await page.$eval('[data-testid="split"]', (d) => !d.previousElementSibling || !d.previousElementSibling.matches('[data-testid="picks"]'));
            if (!first) throw new Error('the split choice is below the peg buttons');
            const labels = await page.$$eval('[data-testid="split"] button', (b) => b.map((x) => x.textContent));
            if (new Set(labels).size !== labels.length) throw new Error('a play listed twice: ' + labels);
            const label = await option.textContent();
            if (!/^\d for .+ \+ \d for .+$/.test(label)) throw new Error('a split names both parts: ' + label);
            const box = await page.$eval('[data-testid="split"]', (d) => { const r = d.getBoundingClientRect(); return [r.top, r.bottom]; });
            const viewport = page.viewportSize();
            if (box[0] < 0 || box[0] > viewport.height) throw new Error('the plays are out of view: ' + box);
            await page.screenshot({ path: path.join(artifacts, 'pegs-and-jokers-split.png') });
            await option.click();
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
    const target = await page.$eval('.pj-peg.target', (g) => ({ pos: g.dataset.pos, colour: g.dataset.colour, index: g.dataset.index, label: g.getAttribute('aria-label') }));
    if (!target.label.includes('joker can land here')) throw new Error('target peg not named as one: ' + target.label);
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
      await page.click('[data-testid="split"] button');
    }
    return 'other';
  }
  await page.click('.pj-card');
  await page.click('text=Discard this card');
  return 'discard';
}

exports.tests = [
  ['pegs and jokers: a fixed deal played by clicking: come-out, normal move, a split 7 and a joker', async ({ page, base, assert, assertEq, artifacts }) => {
    await page.goto(dealLink(base, 11));
    await page.waitForSelector('[data-testid="pass-screen"]');
    const done = {};
    for (let turn = 0; turn < 80 && !(done.out && done.move && done.split && done.joker); turn++) {
      const before = await pegPositions(page);
      const n = (await history(page)).length;
      const kind = await purposefulTurn(page, done, artifacts);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length === n + 1, n);
      const last = (await history(page)).pop();
      if (kind !== 'discard') assert(JSON.stringify(await pegPositions(page)) !== JSON.stringify(before), `${kind}: pegs moved on the board (${last})`);
      if (kind === 'out') assert(last.includes('comes out'), last);
      if (kind === 'split') assert(/7. split \d \+ \d/.test(last), last);
      if (kind === 'joker') {
        // The jumping peg stands where the target was; the target peg has been bumped.
        const t = done.jokerTarget;
        assert(last.includes('Joker: ') && last.includes('jumps to'), last);
        const there = await page.$$eval(`.pj-peg[data-pos="${t.pos}"]`, (p) => p.map((g) => g.dataset.colour));
        assert(there.length === 1 && there[0] !== t.colour, `the jumping peg alone on ${t.pos}: ${there}`);
        const bumped = await page.$eval(`.pj-peg[data-colour="${t.colour}"][data-index="${t.index}"]`, (g) => g.dataset.pos);
        assert(bumped !== t.pos, `the bumped peg has left ${t.pos} (to start, or a teammate's to its in-spot): ${bumped}`);
      }
      done[kind] = true;
    }
    assert(done.out && done.move && done.split && done.joker, 'come-out, move, split and joker all played: ' + JSON.stringify(done));
    await page.screenshot({ path: path.join(artifacts, 'pegs-and-jokers-4.png') });
  }],
  ['pegs and jokers: 6- and 8-player boards', async ({ page, base, assertEq, artifacts }) => {
    for (const players of [6, 8]) {
      await page.goto(base + '#/new/pegs-and-jokers');
      await page.selectOption('#opt-players', String(players));
      await page.click('button[type=submit]');
      await page.waitForSelector('.pj-board');
      assertEq(await page.$$eval('.pj-hole', (h) => h.length), 18 * players, `${players}-player track`);
      assertEq(await page.$$eval('.pj-peg', (p) => p.length), 5 * players, `${players * 5} pegs`);
      await page.screenshot({ path: path.join(artifacts, `pegs-and-jokers-${players}.png`) });
    }
  }],
  ['pegs and jokers: hidden hands, pegs out by clicking, reasons for impossible choices', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    await page.goto(base + '#/new/pegs-and-jokers');
    await page.click('button[type=submit]');
    await page.waitForSelector('.pj-board');
    assertEq(await page.$$eval('.pj-hole', (h) => h.length), 72, 'a 4-player track of 72 holes');
    assertEq(await page.$$eval('.pj-peg', (p) => p.length), 20, '20 pegs');
    assert((await page.textContent('[data-testid="piles"]')).includes('Draw pile: 150'), 'draw pile after a 3-card deal');
    // Play turns until some peg is out on the track.
    let turns = 0;
    while (turns < 16 && !(await page.$('.pj-peg[data-pos^="T"]'))) {
      await playTurn(page);
      turns++;
    }
    assert(await page.$('.pj-peg[data-pos^="T"]'), 'a peg came out within 16 turns');
    const lines = await history(page);
    assert(lines.some((l) => l.includes('comes out')), 'history says a peg came out: ' + lines.join(' | '));
    // After a play the next player's cards are hidden again, and so is the hint button (a
    // hint names a card of the hand).
    await page.waitForSelector('[data-testid="pass-screen"]');
    assertEq(await count(page, '[data-testid="hint-button"]'), 0, 'no hint behind the pass screen');
    await page.screenshot({ path: path.join(artifacts, 'pegs-and-jokers.png') });
    // Shown hand: the hint names one of its cards.
    await page.click('text=Show my cards');
    const hand = await page.$$eval('.pj-card', (c) => c.map((x) => x.dataset.card));
    await page.click('[data-testid="hint-button"]');
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector('[data-testid="hint"]')?.textContent || ''), null, { timeout: 30000 });
    const words = await page.textContent('[data-testid="hint"]');
    assert(hand.some((c) => words.includes(' ' + c)), `the hint (${words}) names a card of the hand ${hand}`);
    // Undo would take back another person's move (and show their hand to whoever holds the
    // device): not offered to the seat shown, nor on the pass-the-device screen (#28 item 4).
    const undoEnabled = () => page.$eval('button:text-is("Undo")', (b) => !b.disabled);
    assertEq(await undoEnabled(), false, "no Undo of another person's move");
    await playTurnShown(page);
    await page.waitForSelector('[data-testid="pass-screen"]');
    assertEq(await undoEnabled(), false, 'no Undo on the pass-the-device screen');
    // An impossible choice is explained: pick a card that cannot move, click some peg.
    await page.click('text=Show my cards');
    const dead = await page.$('.pj-card:not(.playable)');
    if (dead) {
      await dead.click();
      await page.click('.pj-peg');
      await page.waitForSelector('.notice.problem');
      assert((await page.textContent('[data-testid="notice"]')).length > 10, 'a reason is shown');
    }
    // The share panel warns that a link reveals the deck.
    await page.click('text=Share');
    assert((await page.textContent('[data-testid="share-note"]')).includes('deck order'), 'share note');
    assertEq(errors, [], 'console errors');
  }],
  ['pegs and jokers: alone against three computers, the hand shows without passing the device', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    page.setDefaultTimeout(60000);
    await page.goto(base + '#/new/pegs-and-jokers');
    await page.waitForSelector('#seat-3');
    for (const seat of [1, 2, 3]) await page.selectOption(`#seat-${seat}`, 'easy');
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid="hand"]');
    assertEq(await count(page, '[data-testid="pass-screen"]'), 0, 'no pass screen');
    assert(await page.$('[data-testid="hint-button"]'), 'hint offered with the hand shown');
    const turn = (await page.textContent('[data-testid="turn"]')).trim();
    const before = (await history(page)).length;
    // Note when each move appears in the history.
    await page.evaluate(() => {
      window.moveTimes = [];
      const count = () => document.querySelectorAll('[data-testid="history"] li').length;
      new MutationObserver(() => window.moveTimes.push([count(), performance.now()]))
        .observe(document.body, { childList: true, subtree: true });
    });
    await playTurnShown(page, before);
    // The three computers play, then the hand is back, still without a pass screen.
    await page.waitForFunction(([n, turn]) => document.querySelectorAll('[data-testid="history"] li').length === n + 4
      && document.querySelector('[data-testid="turn"]').textContent.trim() === turn, [before, turn]);
    // Easy answers in a few milliseconds, but each computer move is held back so that a
    // person can follow it: they appear one by one, at least ~0.7 s apart.
    const firstSeen = {};
    for (const [n, t] of await page.evaluate(() => window.moveTimes)) if (!(n in firstSeen)) firstSeen[n] = t;
    for (let n = before + 2; n <= before + 4; n++) {
      assert(firstSeen[n] - firstSeen[n - 1] >= 600, `move ${n} came ${Math.round(firstSeen[n] - firstSeen[n - 1])} ms after the one before (${JSON.stringify(firstSeen)})`);
    }
    await page.waitForSelector('[data-testid="hand"]');
    assertEq(await count(page, '[data-testid="pass-screen"]'), 0, 'still no pass screen');
    await page.screenshot({ path: path.join(artifacts, 'pegs-and-jokers-alone.png') });
    // Looking back through the moves shows no hand (not even one's own) and asks nobody to pass.
    await page.click('button[aria-label="Previous move"]');
    await page.waitForSelector('text=Hands stay hidden while you look back');
    assertEq(await count(page, '.pj-card'), 0, 'no cards while looking back');
    assertEq(await count(page, '[data-testid="pass-screen"]'), 0, 'no pass screen while looking back');
    await page.click('button[aria-label="Last move"]');
    await page.waitForSelector('[data-testid="hand"]');
    assertEq(errors, [], 'console errors');
  }],
];
