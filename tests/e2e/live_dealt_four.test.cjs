// Pegs and Jokers live with hidden hands, beyond two pages (issue #62): four people on four
// devices (a laptop deals, three phones), a guest that reloads mid-game, and a dealer that
// leaves and comes back. Every page's data channel is tapped (live.js served wrapped,
// test-only) and, after every move, every page is checked: cards shown only in its hand, its
// own; hands received only of its own seat. Helpers: dealt_pages.cjs.
// Run: scripts/with-broker.sh nice node tests/e2e/harness.cjs tests/e2e/live_dealt_four.test.cjs
const path = require('path');
const {
  device, openPage, PHONE, LAPTOP, movesIn, myTurn, over, note, waitForNote, playOn,
  checkPage, look, handsHeard, revealedAfterLast, saved, shootAll, openTable, sitAt,
} = require('./dealt_pages.cjs');

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

// A table: the dealer (seat 0, a laptop) and `guests` (phones) in seats 1, 2, …; the other
// seats the computer's. Started by the dealer. `devices` gets each device as it is made.
async function table({ browser, base, assertEq }, guests, seats, devices) {
  devices.push(await device(browser, base, 'Ann', { viewport: LAPTOP }));
  for (const name of guests) devices.push(await device(browser, base, name, { viewport: PHONE }));
  const [dealer, ...others] = devices;
  const held = new Map(devices.map((d, i) => [d, [i]]));
  const invite = await openTable(dealer, base, seats);
  // One after the other: each guest sees the seat before it taken, and takes the next.
  for (const [i, g] of others.entries()) await sitAt(g, dealer, invite, i + 1);
  for (const g of others) assertEq(await g.page.$('[data-testid="live-start"]'), null, `${g.name}: only the dealer starts`);
  await dealer.page.click('[data-testid="live-start"]');
  // Started: the invite is gone from every lobby.
  await Promise.all(devices.map((d) => d.page.waitForFunction(() => !document.querySelector('[data-testid="live-invite"]'))));
  return { dealer, others, devices, held };
}

// Every page checked (checkPage), with the table's four seats.
const checker = (held) => async (devices) => {
  for (const d of devices) if (d.page && !d.page.isClosed()) await checkPage(d, held.get(d), 4);
};

// The end: every guest says the deal was checked fair, heard only its own hands and the
// reveal after the last move, and every save holds the same game (seed and moves).
async function fairEnd({ assert, assertEq }, devices) {
  const [dealer, ...others] = devices;
  await Promise.all(devices.map((d) => d.page.waitForSelector('.game-over')));
  for (const g of others) await waitForNote(g.page, /The deal was checked: fair/);
  const moves = await movesIn(dealer.page);
  for (const [i, g] of others.entries()) {
    assertEq(await movesIn(g.page), moves, `${g.name}'s moves`);
    const { got } = await look(g.page);
    handsHeard(got, [i + 1], 4, g.name);
    revealedAfterLast(got, moves, g.name);
  }
  const records = await Promise.all(devices.map((d) => saved(d.page)));
  assertEq(records[0].length, 1, "the dealer's saves of the game");
  for (const [i, g] of others.entries()) assertEq(records[i + 1], records[0], `${g.name}'s save`);
  assertEq(devices.flatMap((d) => d.errors), [], 'page errors');
  return moves;
}

// Runs `body` on a table, with screenshots of every page on failure, and closes them.
async function withTable(t, guests, seats, tag, body) {
  const devices = [];
  try {
    await body(await table(t, guests, seats, devices));
  } catch (e) {
    await shootAll(devices, t.artifacts, tag);
    throw e;
  } finally {
    for (const d of devices) await d.context.close();
  }
}

async function fourPeople(t) {
  const { assert } = t;
  await withTable(t, ['Bo', 'Cy', 'Di'], ['human', 'human', 'human', 'human'], 'live-dealt-four', async ({ devices, held }) => {
    const started = Date.now();
    const { turns } = await playOn(devices, { check: checker(held) });
    const total = await fairEnd(t, devices);
    assert(turns === total, `every move made by a person: ${turns} of ${total}`);
    console.log(`     four people: ${total} moves in ${seconds(started)} s (every page checked after each); turns: `
      + devices.map((d) => `${d.name} ${d.turns}`).join(', '));
    await devices[1].page.screenshot({ path: path.join(t.artifacts, 'live-dealt-four-end-phone.png'), fullPage: true });
    await devices[0].page.screenshot({ path: path.join(t.artifacts, 'live-dealt-four-end-laptop.png'), fullPage: true });
  });
}

async function guestReloads(t) {
  const { assert, assertEq } = t;
  await withTable(t, ['Bo'], ['human', 'human', 'easy', 'easy'], 'live-dealt-reload', async ({ others: [guest], devices, held }) => {
    const started = Date.now();
    const check = checker(held);
    // About twenty moves, up to the guest's turn.
    await playOn(devices, { check, stop: async (moves) => moves >= 20 && await myTurn(guest.page) });
    assert(await myTurn(guest.page), 'the guest is to move before it reloads');
    const before = (await look(guest.page)).hand.sort();
    const heard = await checkPage(guest, [1], 4);
    assertEq(before, heard, "the guest's hand before the reload, as it was sent");
    const { kept } = await look(guest.page);
    assert(kept.length === 1 && kept[0].seats.length > 0, 'the guest keeps its hands for a reload: ' + JSON.stringify(kept));
    const at = await movesIn(guest.page);
    const reloaded = Date.now();

    await guest.page.reload();
    // Back at its seat, asked for a card from the same hand, sent again by the dealer alone.
    await guest.page.waitForSelector('[data-testid="instruction"]');
    assertEq(await movesIn(guest.page), at, 'the moves after the reload');
    const after = await look(guest.page);
    assertEq(after.hand.sort(), before, "the guest's hand after the reload");
    await guest.page.waitForFunction(() => (window.__tap || []).some((m) => m.dir === 'in' && JSON.parse(m.data).body.t === 'Deal'));
    assertEq(await checkPage(guest, [1], 4), before, 'the hand the dealer sent again');
    assert(/Ann deals/.test(await note(guest.page)), 'the guest is told who deals: ' + await note(guest.page));
    console.log(`     the guest reloaded after ${at} moves; back to its turn with its ${before.length} cards in ${seconds(reloaded)} s`);

    // Play goes on to the end: ten turns of the guest at least.
    const turnsBefore = guest.turns;
    await playOn(devices, { check });
    assert(guest.turns - turnsBefore >= 10 || (await over(guest.page)), `the guest played ${guest.turns - turnsBefore} turns after its reload`);
    const moves = await fairEnd(t, devices);
    console.log(`     ${moves} moves in ${seconds(started)} s; the guest played ${guest.turns - turnsBefore} turns after the reload`);
  });
}

async function dealerLeaves(t) {
  const { base, assert, assertEq, artifacts } = t;
  await withTable(t, ['Bo'], ['human', 'human', 'easy', 'easy'], 'live-dealt-away', async ({ dealer, others: [guest], devices, held }) => {
    const started = Date.now();
    const check = checker(held);
    await playOn(devices, { check, stop: async (moves) => moves >= 12 && await myTurn(guest.page) });
    const at = await movesIn(guest.page);

    // The dealer's page is closed on the guest's turn.
    await dealer.page.close();
    const closed = Date.now();
    await waitForNote(guest.page, /Waiting for Ann, who deals/, 15000);
    console.log(`     the dealer left after ${at} moves; the guest said it waits in ${seconds(closed)} s`);
    await guest.page.screenshot({ path: path.join(artifacts, 'live-dealt-away-phone.png'), fullPage: true });

    // Meanwhile the game waits: the turn line says for whom, no card is offered (the hand
    // rests on screen), and the table does not move on.
    await guest.page.waitForFunction(() => /Waiting for Ann, who deals/.test(document.querySelector('[data-testid="turn"]').textContent));
    assert(!(await myTurn(guest.page)), 'no card is asked for while the dealer is away');
    assertEq(await guest.page.$$eval('[data-testid="hand"] .pj-card.playable', (c) => c.length), 0, 'cards offered');
    assert((await guest.page.$$eval('[data-testid="hand"].resting .pj-card', (c) => c.length)) > 0, 'the hand rests on screen');
    await guest.page.waitForTimeout(5000);
    const waiting = await movesIn(guest.page);
    await guest.page.screenshot({ path: path.join(artifacts, 'live-dealt-away-waiting-phone.png'), fullPage: true });
    assertEq(waiting, at, 'moves made without the dealer');
    assert(/Waiting for Ann, who deals/.test(await note(guest.page)), 'still waiting: ' + await note(guest.page));
    await checkPage(guest, [1], 4);

    // The dealer comes back to its saved game, from Saved games.
    await openPage(dealer, base);
    await dealer.page.click('nav a[href="#/saves"]');
    await dealer.page.click('.save a.button.primary');
    await dealer.page.waitForSelector('[data-testid="live-note"]');
    await waitForNote(guest.page, /^Ann deals/, 30000);
    console.log(`     the dealer back: the guest heard it ${seconds(closed)} s after it left`);

    // And the game goes on to the end, the deal checked fair.
    const turnsBefore = guest.turns;
    await playOn(devices, { check });
    const moves = await fairEnd(t, devices);
    assert(moves >= at + 10, `moves after the dealer came back: ${moves - at}`);
    console.log(`     ${moves} moves in ${seconds(started)} s; ${guest.turns - turnsBefore} turns of the guest after the dealer came back`);
  });
}

exports.tests = [
  ['live Pegs and Jokers, four people on four devices (a laptop deals to three phones): each page shows and hears only its own hand; the deal checks out on every phone', fourPeople],
  ['live Pegs and Jokers, a guest reloads mid-game: back at its seat with its own hand, and the game goes on to a fair end', guestReloads],
  ['live Pegs and Jokers, the dealer leaves and comes back: the guest waits for it, no move is made meanwhile, and the game goes on to a fair end', dealerLeaves],
];
