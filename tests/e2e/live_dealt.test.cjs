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
  saved, shootAll, openTable, sitAt,
} = require('./dealt_pages.cjs');

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
    const check = async (devices) => { for (const d of devices) await checkPage(d, seats.get(d), 4); };
    const { moves, turns } = await playOn([host, guest], { check });
    await Promise.all([host, guest].map((d) => d.page.waitForSelector('.game-over')));
    const verdict = tamper ? /did not check out: the shuffle revealed/ : /checked: fair/;
    await waitForNote(guest.page, verdict);
    console.log(`     ${moves} moves, ${turns} played by the two people; the guest says: ${await note(guest.page)}`);
    for (const scheme of ['light', 'dark']) {
      await guest.page.emulateMedia({ colorScheme: scheme });
      await guest.page.screenshot({ path: path.join(artifacts, `live-dealt-end-${tag}${tamper ? '-tampered' : ''}-${scheme}.png`), fullPage: true });
    }
    if (tamper) return;

    // Every message the guest received: hands only of its own seat (1), and the reveal
    // only once the last move was played.
    const { got } = await look(guest.page);
    assert(got.length > 50, 'the guest heard the game: ' + got.length);
    handsHeard(got, [1], 4, guest.name);
    revealedAfterLast(got, await movesIn(guest.page), guest.name);

    // Both saves hold the whole game: the guest's too, once the deal was checked.
    const [a, b] = await Promise.all([saved(host.page), saved(guest.page)]);
    assertEq(b, a, 'the two saves');
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
