// Pegs and Jokers live, each hand on its own device: the device that opens the room deals,
// the other sees only its own cards, and at the end checks the deal. Two people on two
// pages (separate browser contexts) and two computer seats play a whole game through the
// local MQTT broker of scripts/with-broker.sh (loopback only). Every message each page
// receives is tapped (live.js served wrapped, test-only) and checked after every move: no hand
// but its own, the reveal only after the last move (helpers: dealt_pages.cjs; four pages, a
// reload and a dealer that leaves: live_dealt_four.test.cjs).
// Run: scripts/with-broker.sh node tests/e2e/harness.cjs tests/e2e/live_dealt.test.cjs
const path = require('path');
const {
  device, PHONE, LAPTOP, movesIn, note, waitForNote, playOn, checkPage, look, handsHeard, revealedAfterLast,
  saved, shootAll, openTable, sitAt, myTurn, over,
} = require('./dealt_pages.cjs');

// Mid-game on the guest, while another seat plays: its own cards show (not offered), and
// its view of the game is saved: the moves and who dealt, no deal of its own making.
async function midGame(page, assert, assertEq, artifacts, tag) {
  const resting = await page.$$eval('[data-testid="hand"].resting .pj-card', (c) => c.length);
  assert(resting >= 1 && resting <= 5, `the guest's own cards show while another plays: ${resting}`);
  await page.screenshot({ path: path.join(artifacts, `live-dealt-own-hand-${tag}.png`), fullPage: true });
  const views = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.'))
    .map((k) => JSON.parse(localStorage.getItem(k))).filter((e) => e.view));
  assertEq(views.length, 1, 'one saved view');
  assert(views[0].record.seed === 0 && views[0].record.moves.length >= 20, 'the view holds the moves, not a deal');
}

// `phones`: which pages are phones (390×844): 'both', 'guest', or none (laptops).
async function dealtGame({ browser, base, assert, assertEq, artifacts }, { tamper = false, phones = 'none' } = {}) {
  // The host's page tapped too: a tampered host changes what it sends (console injection).
  const host = await device(browser, base, 'Ann', { viewport: phones === 'both' ? PHONE : LAPTOP });
  const guest = await device(browser, base, 'Bo', { viewport: phones === 'none' ? LAPTOP : PHONE });
  const tag = phones === 'none' ? 'laptop' : 'phone';
  try {
    const invite = await openTable(host, base, ['human', 'human', 'easy', 'easy']);
    await sitAt(guest, host, invite, 1);
    for (const scheme of ['light', 'dark']) {
      await guest.page.emulateMedia({ colorScheme: scheme });
      await guest.page.screenshot({ path: path.join(artifacts, `live-dealt-lobby-${tag}-${scheme}.png`), fullPage: true });
    }
    await guest.page.emulateMedia({ colorScheme: 'light' });
    assertEq(await guest.page.$('[data-testid="live-start"]'), null, 'only the dealer starts');
    await host.page.click('[data-testid="live-start"]');
    // A link would hold the deal, and drawn cards are not put back: no Share, no Undo.
    for (const d of [host, guest]) {
      await d.page.waitForSelector('[data-testid="live-note"]');
      for (const label of ['Share', 'Undo']) {
        assertEq(await d.page.$(`.controls button:text-is("${label}")`), null, `${label} at a dealt table`);
      }
    }
    if (tamper) {
      // The dealer reveals another seed than the one it sealed.
      await host.page.evaluate(() => {
        // Edited as text: JSON numbers in JavaScript would round the 64-bit ids.
        window.__tamper = (text) => text.replace(/"reveal":\{"seed":(\d+)/,
          (_, seed) => `"reveal":{"seed":${seed === '1' ? '2' : '1'}`);
      });
    }

    // Play: whichever page is asked for a card plays; after each move both pages show only
    // their own cards, and the guest has heard no other hand.
    const seats = new Map([[host, [0]], [guest, [1]]]);
    let midChecked = false;
    const check = async (devices) => {
      for (const d of devices) await checkPage(d, seats.get(d), 4);
      const mid = !midChecked && (await movesIn(guest.page)) >= 30;
      if (mid && !(await myTurn(guest.page)) && !(await over(guest.page))
        && await guest.page.$('[data-testid="plays-elsewhere"], .pj-hint')) {
        await midGame(guest.page, assert, assertEq, artifacts, tag);
        midChecked = true;
      }
    };
    const { moves, turns } = await playOn([host, guest], { check });
    await Promise.all([host, guest].map((d) => d.page.waitForSelector('.game-over')));
    const verdict = tamper ? /did not check out: the shuffle revealed/ : /checked: fair/;
    await waitForNote(guest.page, verdict);
    console.log(`     ${moves} moves, ${turns} played by the two people; the guest says: ${await note(guest.page)}`);
    for (const scheme of ['light', 'dark']) {
      await guest.page.emulateMedia({ colorScheme: scheme });
      await guest.page.screenshot({ path: path.join(artifacts, `live-dealt-end-${tag}${tamper ? '-tampered' : ''}-${scheme}.png`), fullPage: true });
    }
    if (tamper) {
      // The dealer hears of it from the guest: its panel says who, and its save is marked.
      await waitForNote(host.page, /Bo's device found that the deal did not check out/);
      await host.page.screenshot({ path: path.join(artifacts, `live-dealt-end-${tag}-tampered-dealer.png`), fullPage: true });
      // Saved games marks the game on both devices: its deal did not check out.
      for (const d of [guest, host]) {
        await d.page.goto(base + '#/saves');
        const mark = await d.page.waitForSelector('[data-testid="unchecked-mark"]');
        assertEq((await mark.textContent()).trim(), 'Deal not checked', `the mark on ${d.name}'s device`);
      }
      return;
    }
    assert(midChecked, 'the guest was looked at mid-game');

    // Every message the guest received: hands only of its own seat (1), and the reveal
    // only once the last move was played.
    const { got } = await look(guest.page);
    assert(got.length > 50, 'the guest heard the game: ' + got.length);
    handsHeard(got, [1], 4, guest.name);
    revealedAfterLast(got, await movesIn(guest.page), guest.name);

    // Both saves hold the whole game: the guest's too, once the deal was checked.
    const [a, b] = await Promise.all([saved(host.page), saved(guest.page)]);
    assertEq(b, a, 'the two saves');

    // A rematch: the dealer deals the room's next game, a save of its own on each device;
    // the finished game's saves keep it.
    const finished = await movesIn(guest.page);
    assertEq(await guest.page.$('[data-testid="live-rematch"]'), null, 'only the dealer deals again');
    await host.page.click('[data-testid="live-rematch"]');
    for (const d of [host, guest]) {
      await d.page.waitForFunction(() => !document.querySelector('.game-over')
        && /not dealt yet/.test(document.querySelector('[data-testid="turn"]').textContent));
    }
    // The guest's device rejoins the room with the new save and gives its new part of the
    // shuffle: until then Start says not every device has answered.
    for (let i = 0; i < 30 && (await host.page.$('[data-testid="live-start"]')); i++) {
      await host.page.click('[data-testid="live-start"]');
      await host.page.waitForTimeout(1000);
    }
    for (const d of [host, guest]) {
      await d.page.waitForFunction(() => !/not dealt yet/.test(document.querySelector('[data-testid="turn"]').textContent));
      const games = await d.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.'))
        .map((k) => JSON.parse(localStorage.getItem(k))).map((e) => ({ finished: e.finished, moves: e.record.moves.length })));
      assert(games.some((g) => g.finished && g.moves === finished), `the finished game is kept: ${JSON.stringify(games)}`);
    }
    await guest.page.waitForSelector('[data-testid="hand"] .pj-card');
    // A new game (the computers may have played its first moves already).
    const next = await movesIn(guest.page);
    assert(next < 8, `the next game starts: ${next} moves`);
    assertEq([...host.errors, ...guest.errors], [], 'page errors');
  } catch (e) {
    await shootAll([host, guest], artifacts, `live-dealt-${tag}`);
    throw e;
  } finally {
    await host.context.close();
    await guest.context.close();
  }
}

exports.tests = [
  ['live Pegs and Jokers on two phones, two computers: each sees only its own hand; the deal checks out',
    (t) => dealtGame(t, { phones: 'both' })],
  ['live Pegs and Jokers, a laptop deals to a phone: a dealer that reveals another shuffle is caught at the end',
    (t) => dealtGame(t, { tamper: true, phones: 'guest' })],
];
