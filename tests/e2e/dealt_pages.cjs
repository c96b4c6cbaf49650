// Pages at a live Pegs and Jokers table with hidden hands, for the browser tests
// (live_dealt.test.cjs, live_dealt_four.test.cjs): a device (its own browser context, its data
// channel tapped), a turn played as a player finds one, and the checks that a page shows and
// hears no card of a seat it does not hold. Not a test file itself.
const path = require('path');
const { liveContext, broker, assert, assertEq } = require('./harness.cjs');

const WAIT = 45000; // several browsers on two cores
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1100, height: 1000 };

// live.js with its join wrapped: every message in and out is kept in `window.__tap`.
function tapped(source) {
  const match = [...source.matchAll(/export\{([^}]*)\}/g)].find((m) => /\bas join\b/.test(m[1]));
  if (!match) throw new Error('live.js has no export list to wrap');
  const exports = match[1].split(',').map((e) => e.trim());
  const joinExport = exports.find((e) => /\bas join$/.test(e));
  const inner = joinExport.split(/\s+as\s+/)[0];
  const rest = exports.filter((e) => e !== joinExport);
  return source.slice(0, match.index) + source.slice(match.index + match[0].length) + `
function __tapJoin(options, handlers) {
  const tap = (window.__tap = window.__tap || []);
  const wrapped = Object.assign({}, handlers, {
    message(peer, data) { tap.push({ dir: 'in', data }); handlers.message(peer, data); },
  });
  const handle = ${inner}(options, wrapped);
  return Object.assign({}, handle, {
    send(text, peer) {
      if (window.__tamper) text = window.__tamper(text);
      tap.push({ dir: 'out', data: text });
      handle.send(text, peer);
    },
    leave() { handle.leave(); },
  });
}
export{${[...rest, '__tapJoin as join'].join(',')}};`;
}

// A device: its own browser context (its own storage, so its own device id), live.js tapped
// when `tap` (on the context: a page opened again later is tapped too), the local broker and
// the player's name kept.
async function device(browser, base, name, { tap = true, viewport = LAPTOP } = {}) {
  const context = await liveContext(browser, { viewport, serviceWorkers: 'block' });
  if (tap) {
    await context.route('**/live.js', async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, body: tapped(await response.text()), headers: { ...response.headers(), 'content-type': 'text/javascript' } });
    });
  }
  const d = { context, name, errors: [], tap };
  await openPage(d, base);
  await d.page.evaluate(([url, name]) => {
    localStorage.setItem('boardshelf.live.servers', JSON.stringify({ brokers: [url] }));
    localStorage.setItem('boardshelf.live.name', name);
  }, [broker.url, name]);
  return d;
}

// A new page of the device (the first, or one opened after the last was closed), at `url`.
async function openPage(d, url) {
  d.page = await d.context.newPage();
  d.page.setDefaultTimeout(WAIT);
  d.page.on('pageerror', (e) => d.errors.push(String(e)));
  await d.page.goto(url);
  return d.page;
}

const text = async (page, sel) => ((await page.textContent(sel)) || '').trim();
// The moves played so far, as the page counts them: the move stepper's "at / total" (the
// move list shows only the last blocks of a long game).
const MOVES = `Number((document.querySelector('[data-testid="ply"]')?.textContent || '0 / 0').split('/')[1].replace(/\\D/g, ''))`;
const movesIn = (page) => page.evaluate(MOVES);
// Waits until the page counts more than `n` moves (or shows the end).
const movedPast = (page, n, options) => page.waitForFunction(`${MOVES} > ${n} || Boolean(document.querySelector('.game-over'))`, null, options);
const over = async (page) => Boolean(await page.$('.game-over'));
// A page's own turn: it asks for a card (its hand may show on others' turns too, read-only).
const myTurn = async (page) => Boolean(await page.$('[data-testid="instruction"]')) && !(await over(page));
const note = (page) => text(page, '[data-testid="live-note"]');
const waitForNote = (page, re, timeout) => page.waitForFunction((re) =>
  new RegExp(re).test(document.querySelector('[data-testid="live-note"]')?.textContent || ''), re.source, { timeout });

// One turn from the shown hand, as a player finds one: a playable card, then whatever the
// board asks (a peg, a target, a way to split, a pick) until the move is made; a discard when
// no card can move. Choices are random and retried from another card: a card may lead nowhere
// (a 9 whose split needs a second peg, a peg whose only target is taken), and a fixed order of
// taps stalled a CI run on one such card.
async function playTurn(page) {
  const before = await movesIn(page);
  const moved = () => page.evaluate(`${MOVES} > ${before} || Boolean(document.querySelector('.game-over'))
    || !document.querySelector('[data-testid="instruction"]')`);
  const any = (list) => list[Math.floor(Math.random() * list.length)];
  for (let attempt = 0; attempt < 60; attempt++) {
    const cards = await page.$$('[data-testid="hand"] .pj-card.playable');
    if (!cards.length) break;
    await any(cards).click();
    for (let step = 0; step < 10 && !(await moved()); step++) {
      const choices = await page.$$('.pj-peg.target, [data-testid="split"] button, .pj-peg.movable, [data-testid="picks"] button');
      if (!choices.length) break;
      await any(choices).click();
    }
    if (await moved()) return;
  }
  await page.click('[data-testid="hand"] .pj-card');
  await page.click('text=Discard this card');
}

// A turn played and seen through: the page counts one more move (or shows the end).
async function playAndWait(page) {
  const before = await movesIn(page);
  await playTurn(page);
  await movedPast(page, before)
    .catch(async (e) => {
      const says = await page.evaluate(() => ['instruction', 'hand', 'live-note'].map((t) => document.querySelector(`[data-testid="${t}"]`)?.textContent));
      throw new Error(`no move after ${before} (${says.join(' | ')}): ${e.message}`);
    });
}

// A card as the page names it in `data-card` (codes: rank = code / 4 + 1, suit = code % 4;
// 52 and 53 jokers).
function cardName(code) {
  if (code >= 52) return 'Joker';
  const rank = Math.floor(code / 4) + 1;
  return ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' }[rank] || String(rank)) + '♠♥♦♣'[code % 4];
}
const sorted = (list) => [...list].sort();
// Whether multiset `part` is within multiset `whole`.
function within(part, whole) {
  const left = [...whole];
  return part.every((c) => { const i = left.indexOf(c); if (i < 0) return false; left.splice(i, 1); return true; });
}

// What the page shows of cards and what it heard, read at once: the cards outside the hand,
// the hand's cards, and the bodies of the messages it received (since it was last loaded).
const look = (page) => page.evaluate(() => ({
  turn: Boolean(document.querySelector('[data-testid="instruction"]')),
  outside: [...document.querySelectorAll('.pj-card')].filter((c) => !c.closest('[data-testid="hand"]')).length,
  hand: [...document.querySelectorAll('[data-testid="hand"] .pj-card')].map((c) => c.dataset.card),
  got: (window.__tap || []).filter((m) => m.dir === 'in').map((m) => JSON.parse(m.data).body),
  // What the device keeps of each table (`boardshelf.live.room.<match>`): the seats of the
  // hands it keeps, and whether it keeps a dealer's secrets.
  kept: Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.live.room.'))
    .map((k) => JSON.parse(JSON.parse(localStorage.getItem(k)).table || 'null')).filter(Boolean)
    .map((t) => ({ seats: (t.seen?.hands || []).map((h) => h[1]), dealer: Boolean(t.dealer) })),
}));

// The hands a device was sent for its seats, in order: [{seat, ply, cards}] (`ply`: moves
// played when it held them). Fails on any hand of a seat not in `seats`: in a Deal, or with
// a move that is not one of its seats' moves. `players`: the table's size.
function handsHeard(got, seats, players, who) {
  let dealer = null;
  const hands = [];
  for (const b of got) {
    if (b.t === 'Deal') {
      dealer = b.deal;
      for (const [seat, cards] of b.hands) {
        assert(seats.includes(seat), `${who} was sent the hand of seat ${seat} (holds ${seats})`);
        hands.push({ seat, ply: b.moves.length, cards });
      }
    }
    if (b.t === 'Played' && b.hand) {
      assert(dealer !== null, `${who} was sent a hand with move ${b.ply} before any deal`);
      const mover = (dealer + 1 + b.ply) % players;
      assert(seats.includes(mover), `${who} was sent seat ${mover}'s hand with move ${b.ply} (holds ${seats})`);
      hands.push({ seat: mover, ply: b.ply + 1, cards: b.hand });
    }
    // Only the dealer sends hands: a device's own messages to the dealer hold none.
    assert(!('hands' in b) || b.t === 'Deal', `${who} heard hands in a ${b.t}`);
  }
  return hands;
}

// The dealer's reveal (in a Deal or a Reveal) came only once every one of the `moves` moves
// was played.
function revealedAfterLast(got, moves, who) {
  const at = got.findIndex((b) => b.t === 'Reveal' || (b.t === 'Deal' && b.reveal));
  assert(at >= 0, `${who} heard no reveal of the shuffle`);
  const before = got.slice(0, at);
  const known = Math.max(...before.filter((b) => b.t === 'Played').map((b) => b.ply + 1),
    ...before.filter((b) => b.t === 'Deal').map((b) => b.moves.length));
  const last = got[at].t === 'Deal' ? got[at].moves.length : known;
  assertEq(last, moves, `${who}: the reveal came after the last move`);
}

// The checks on one page after a move: cards shown only in its hand (five at most), and a
// hand shown between its turns (read-only) is within the hand it then plays from: it is its
// own, not the hand of the seat to move (the dealer's page too, which deals every hand). On a
// tapped page, every message received, and what it keeps for a reload, holds hands only of
// its seats (`seats`); the hand shown on its turn is the last one it was sent, whole, and
// between its turns within the last or the one before (the screen may not yet show a hand
// just heard, or show the hand less the card just played). Returns the last hand heard (cards, sorted), or null.
async function checkPage(d, seats, players) {
  const seen = await look(d.page);
  assertEq(seen.outside, 0, `${d.name}: cards shown outside the hand`);
  assert(seen.hand.length <= 5, `${d.name}: a hand of five at most, shows ${seen.hand}`);
  d.between = d.between || [];
  if (seen.turn) {
    for (const h of d.between) assert(within(h, seen.hand), `${d.name} showed ${h} between its turns, then plays from ${seen.hand}`);
    d.between = [];
  } else if (seen.hand.length) {
    d.between.push(seen.hand);
  }
  if (!d.tap || d.dealer) {
    // The dealer is sent no hand: only moves, claims and hellos come to it.
    if (d.tap) assert(seen.got.every((b) => !('hand' in b) && !('hands' in b)), `${d.name}, the dealer, heard a hand`);
    return null;
  }
  for (const k of seen.kept) {
    assert(!k.dealer && k.seats.every((s) => seats.includes(s)), `${d.name} keeps hands of seats ${k.seats}, or the dealer's secrets`);
  }
  const hands = handsHeard(seen.got, seats, players, d.name);
  const last = hands.slice(-2).map((h) => h.cards.map(cardName));
  if (seen.turn) {
    // Asked for a card: the hand shown is the last one sent, whole.
    assertEq(sorted(seen.hand), sorted(last[last.length - 1] || []), `${d.name}'s hand on its turn`);
  } else if (seen.hand.length) {
    assert(last.some((h) => within(seen.hand, h)),
      `${d.name} shows ${seen.hand}, not its own hand (last heard: ${last.map((h) => h.join(' ')).join(' / ')})`);
  }
  return last.length ? sorted(last[last.length - 1]) : null;
}

// Plays the game on: whichever page is asked for a card plays one turn (counted in its
// device's `turns`), then every page is checked (`check(devices)`, also after moves made
// elsewhere: the computer's). Ends when every page shows the end or when `stop(moves)` says
// so (moves: the most any page counts); fails, saying what each page shows, when no page's
// count changes for `stall` ms.
async function playOn(devices, { check = async () => {}, stop = async () => false, stall = 120000 } = {}) {
  const longest = async () => Math.max(...await Promise.all(devices.map((d) => movesIn(d.page))));
  let moves = await longest();
  let turns = 0;
  let changed = Date.now();
  for (;;) {
    if ((await Promise.all(devices.map((d) => over(d.page)))).every(Boolean)) break;
    let moved = false;
    for (const d of devices) {
      // Asked before every turn: a page may be to move as soon as another has moved.
      if (await stop(await longest())) return { moves: await longest(), turns };
      if (!(await myTurn(d.page))) continue;
      // Looked at on its turn first: the hands it showed while the others played are
      // compared with the hand it now plays from (its own cards rest on screen meanwhile).
      await check([d]);
      await playAndWait(d.page);
      d.turns = (d.turns || 0) + 1;
      turns++;
      moved = true;
      await check(devices);
    }
    const now = await longest();
    if (now !== moves) {
      moves = now;
      changed = Date.now();
      if (!moved) await check(devices);
    } else if (Date.now() - changed > stall) {
      const says = await Promise.all(devices.map((d) => d.page.evaluate(() => ['turn', 'instruction', 'live-note', 'live-status']
        .map((t) => document.querySelector(`[data-testid="${t}"]`)?.textContent).join(' | '))));
      throw new Error(`no move for ${stall / 1000} s after ${moves} moves: ${devices.map((d, i) => `${d.name}: ${says[i]}`).join(' ;; ')}`);
    }
    if (!moved) await devices[0].page.waitForTimeout(150);
  }
  return { moves, turns };
}

// The records the page's saves hold (seed and moves), those with moves.
const saved = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.'))
  .map((k) => JSON.parse(localStorage.getItem(k)).record).filter((r) => r.moves.length > 0)
  .map((r) => JSON.stringify([r.seed, r.moves])));

// Screenshots of every open page, named `FAILED-<tag>-<name>.png`, kept whatever happens.
async function shootAll(devices, artifacts, tag) {
  for (const d of devices) {
    if (!d.page || d.page.isClosed()) continue;
    await d.page.screenshot({ path: path.join(artifacts, `FAILED-${tag}-${d.name}.png`), fullPage: true }).catch(() => {});
  }
}

// A dealt table opened on the dealer's page: Pegs and Jokers' new-game screen with `seats`
// ("human", "easy", … for seats 0, 1, …), then Play live. Returns the invite.
async function openTable(dealer, base, seats) {
  const page = dealer.page;
  await page.goto(base + '#/new/pegs-and-jokers');
  for (const [i, who] of seats.entries()) await page.selectOption(`#seat-${i}`, who);
  await page.click('[data-testid="setup-play-live"]');
  await page.waitForSelector('[data-testid="live-panel"]');
  assert((await note(page)).includes('You deal'), 'the dealer is told it deals');
  const invite = await page.inputValue('[data-testid="live-invite"]');
  assert(/&live=[0-9a-f]+\.[0-9a-f]+\.[0-9a-f]+$/.test(invite), 'the invite names the dealer: ' + invite);
  dealer.dealer = true;
  return invite;
}

// A guest opens the invite and sits in seat `seat` (its row's "Sit here"); the dealer sees it
// there.
async function sitAt(guest, dealer, invite, seat) {
  await guest.page.goto(invite);
  await guest.page.waitForSelector('[data-testid="live-panel"]');
  await waitForNote(guest.page, new RegExp(`${dealer.name} deals`));
  const row = guest.page.locator('[data-testid="live-seat"]').nth(seat);
  await row.locator('button:text("Sit here")').click();
  await dealer.page.waitForFunction(([seat, name]) =>
    document.querySelectorAll('[data-testid="live-seat"]')[seat]?.textContent.includes(name), [seat, guest.name]);
  await guest.page.waitForFunction((seat) =>
    /\(you\)/.test(document.querySelectorAll('[data-testid="live-seat"]')[seat]?.textContent || ''), seat);
}

module.exports = {
  WAIT, PHONE, LAPTOP, tapped, device, openPage, text, movesIn, movedPast, over, myTurn, note, waitForNote,
  playTurn, playAndWait, cardName, within, look, handsHeard, revealedAfterLast, checkPage, playOn, saved, shootAll,
  openTable, sitAt,
};
