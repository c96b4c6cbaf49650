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
  await page.waitForSelector('[data-testid="hand"]');
  const playable = await page.$$('.pj-card.playable');
  if (playable.length) {
    await playable[0].click();
    await page.click('.pj-peg.movable');
    if (await page.$('.pj-hole.target')) await page.click('.pj-hole.target');
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

exports.tests = [
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
    // After a play the next player's cards are hidden again.
    await page.waitForSelector('[data-testid="pass-screen"]');
    await page.screenshot({ path: path.join(artifacts, 'pegs-and-jokers.png') });
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
];
