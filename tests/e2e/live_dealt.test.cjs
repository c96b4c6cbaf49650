// Pegs and Jokers live, each hand on its own device: the device that opens the room deals,
// the other sees only its own cards, and at the end checks the deal. Two people on two
// pages (separate browser contexts) and two computer seats play a whole game through the
// local MQTT broker of scripts/with-broker.sh (loopback only). Every message the guest's
// page receives is tapped (live.js served wrapped, test-only) and checked: no hand but its
// own, the reveal only after the last move.
// Run: scripts/with-broker.sh node tests/e2e/harness.cjs tests/e2e/live_dealt.test.cjs
const path = require('path');
const { liveContext, broker } = require('./harness.cjs');

const WAIT = 45000; // two browsers on two cores

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

async function device(browser, base, name, tap, viewport = { width: 1100, height: 1000 }) {
  const context = await liveContext(browser, { viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  if (tap) {
    await page.route('**/live.js', async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, body: tapped(await response.text()), headers: { ...response.headers(), 'content-type': 'text/javascript' } });
    });
  }
  await page.goto(base);
  await page.evaluate(([url, name]) => {
    localStorage.setItem('boardshelf.live.servers', JSON.stringify({ brokers: [url] }));
    localStorage.setItem('boardshelf.live.name', name);
  }, [broker.url, name]);
  return { context, page, name, errors };
}

const text = async (page, sel) => ((await page.textContent(sel)) || '').trim();
// How many moves the game has: the move counter's total ("12 / 40"). (Not the move list:
// a long game lists only the moves round the one shown, so its length stops growing.)
const PLAYED = `Number((document.querySelector('[data-testid="ply"]')?.textContent || '0 / 0').split('/')[1])`;
const history = (page) => page.evaluate(PLAYED);

// One turn from the shown hand, as a player finds one: a playable card, then whatever the
// board asks (a peg, a target, a way to split, a pick) until the move is made; a discard when
// no card can move. Choices are random and retried from another card: a card may lead nowhere
// (a 9 whose split needs a second peg, a peg whose only target is taken), and a fixed order of
// taps stalled a CI run on one such card.
async function playTurn(page) {
  const before = await history(page);
  const moved = () => page.evaluate(`${PLAYED} > ${before} || Boolean(document.querySelector('.game-over'))
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

// Mid-game on the guest: its own cards show while another seat plays, and its view of the
// game is saved (the moves and who dealt, no deal of its own making) and listed.
async function midGame(page, assert, assertEq, artifacts, tag) {
  await page.waitForSelector('[data-testid="plays-elsewhere"], .pj-hint', { timeout: 20000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="instruction"]')
    || document.querySelector('.game-over'), null, { timeout: 30000 });
  if (await page.$('.game-over')) return;
  const resting = await page.$$eval('[data-testid="hand"].resting .pj-card', (c) => c.length);
  assert(resting >= 1 && resting <= 5, `the guest's own cards show while another plays: ${resting}`);
  await page.screenshot({ path: path.join(artifacts, `live-dealt-own-hand-${tag}.png`), fullPage: true });
  const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.'))
    .map((k) => JSON.parse(localStorage.getItem(k))).filter((e) => e.view));
  assertEq(saved.length, 1, 'one saved view');
  assert(saved[0].record.seed === 0 && saved[0].record.moves.length >= 10, 'the view holds the moves, not a deal');
}

// `phones`: which pages are phones (390×844): 'both', 'guest', or none (laptops).
async function dealtGame({ browser, base, assert, assertEq, artifacts }, { tamper = false, phones = 'none' } = {}) {
      // The host's page tapped too: a tampered host changes what it sends (console injection).
      const phone = { width: 390, height: 844 };
      const host = await device(browser, base, 'Ann', tamper, phones === 'both' ? phone : undefined);
      const guest = await device(browser, base, 'Bo', true, phones === 'none' ? undefined : phone);
      const tag = phones === 'none' ? 'laptop' : 'phone';
      try {
        await host.page.goto(base + '#/new/pegs-and-jokers');
        await host.page.selectOption('#seat-0', 'human');
        await host.page.selectOption('#seat-1', 'human');
        await host.page.selectOption('#seat-2', 'easy');
        await host.page.selectOption('#seat-3', 'easy');
        await host.page.click('[data-testid="setup-play-live"]');
        await host.page.waitForSelector('[data-testid="live-panel"]');
        assert((await text(host.page, '[data-testid="live-note"]')).includes('You deal'), 'the host is told it deals');
        const invite = await host.page.inputValue('[data-testid="live-invite"]');
        assert(/&live=[0-9a-f]+\.[0-9a-f]+\.[0-9a-f]+$/.test(invite), 'the invite names the dealer: ' + invite);

        await guest.page.goto(invite);
        await guest.page.waitForSelector('[data-testid="live-panel"]');
        await guest.page.waitForFunction(() => /Ann deals/.test(document.querySelector('[data-testid="live-note"]').textContent));
        await guest.page.click('[data-testid="live-seat"] button:text("Sit here")');
        for (const scheme of ['light', 'dark']) {
          await guest.page.emulateMedia({ colorScheme: scheme });
          await guest.page.screenshot({ path: path.join(artifacts, `live-dealt-lobby-${tag}-${scheme}.png`), fullPage: true });
        }
        await guest.page.emulateMedia({ colorScheme: 'light' });
        assertEq(await guest.page.$('[data-testid="live-start"]'), null, 'only the dealer starts');
        await host.page.waitForFunction(() => [...document.querySelectorAll('[data-testid="live-seat"]')].some((s) => s.textContent.includes('Bo')));
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

        // Play: whichever page shows a hand plays from it.
        let turns = 0;
        let guestTurns = 0;
        for (let step = 0; step < 4000; step++) {
          const over = await Promise.all([host, guest].map((d) => d.page.$('.game-over')));
          if (over.every(Boolean)) break;
          let moved = false;
          for (const d of [host, guest]) {
            if (await d.page.$('.game-over')) continue;
            // Its turn: the board asks for a card (its hand also shows, resting, while others play).
            if (!(await d.page.$('[data-testid="instruction"]'))) continue;
            const before = await history(d.page);
            // What the page shows of cards: its own hand only (at most five), on its turn.
            const shown = await d.page.$$eval('.pj-card', (c) => c.filter((x) => !x.closest('[data-testid="hand"]')).length);
            assertEq(shown, 0, 'cards shown outside the hand');
            assert((await d.page.$$('[data-testid="hand"] .pj-card')).length <= 5, 'a hand of five at most');
            await playTurn(d.page);
            await d.page.waitForFunction(`${PLAYED} > ${before} || Boolean(document.querySelector('.game-over'))`)
              .catch(async (e) => {
                const says = await d.page.evaluate(() => ['instruction', 'hand', 'live-note'].map((t) => document.querySelector(`[data-testid="${t}"]`)?.textContent));
                throw new Error(`no move after ${before} (${says.join(' | ')}): ${e.message}`);
              });
            turns++;
            moved = true;
            // Just after its move, the guest is not to move: the others play.
            if (d === guest && ++guestTurns === 10) await midGame(guest.page, assert, assertEq, artifacts, tag);
          }
          if (!moved) await host.page.waitForTimeout(150);
        }
        console.log(`     after the loop: ${await history(host.page)} / ${await history(guest.page)} moves`);
        await Promise.all([host, guest].map((d) => d.page.waitForSelector('.game-over')));
        const verdict = tamper ? /did not check out: the shuffle revealed/ : /checked: fair/;
        await guest.page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="live-note"]').textContent), verdict.source);
        console.log(`     ${turns} turns played by the two people; the guest says: ${await text(guest.page, '[data-testid="live-note"]')}`);
        for (const scheme of ['light', 'dark']) {
          await guest.page.emulateMedia({ colorScheme: scheme });
          await guest.page.screenshot({ path: path.join(artifacts, `live-dealt-end-${tag}${tamper ? '-tampered' : ''}-${scheme}.png`), fullPage: true });
        }
        if (tamper) {
          // Saved games marks the guest's game: its deal did not check out.
          await guest.page.goto(base + '#/saves');
          const mark = await guest.page.waitForSelector('[data-testid="unchecked-mark"]');
          assertEq((await mark.textContent()).trim(), 'Deal not checked', 'the mark');
          return;
        }

        // Every message the guest received: hands only of its own seat (1), and the reveal
        // only once the last move was played.
        const tap = await guest.page.evaluate(() => window.__tap || []);
        const got = tap.filter((m) => m.dir === 'in').map((m) => JSON.parse(m.data).body);
        assert(got.length > 50, 'the guest heard the game: ' + got.length);
        let dealer = null;
        let last = -1;
        let revealedAt = null;
        got.forEach((b, i) => {
          if (b.t === 'Deal') {
            dealer = b.deal;
            for (const [seat] of b.hands) assertEq(seat, 1, 'a dealt hand for another seat');
            if (b.reveal) revealedAt = revealedAt === null ? i : revealedAt;
          }
          if (b.t === 'Played') {
            last = Math.max(last, b.ply);
            if (b.hand) assertEq((dealer + 1 + b.ply) % 4, 1, `a hand sent with move ${b.ply}, not the guest's`);
          }
          if (b.t === 'Reveal' && revealedAt === null) revealedAt = i;
        });
        const moves = await history(guest.page);
        assert(revealedAt !== null, 'the dealer revealed its shuffle');
        const playedBefore = got.slice(0, revealedAt).filter((b) => b.t === 'Played').map((b) => b.ply);
        assertEq(Math.max(...playedBefore) + 1, moves, 'the reveal came after the last move');

        // Both saves hold the whole game: the guest's too, once the deal was checked.
        const saved = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.'))
          .map((k) => JSON.parse(localStorage.getItem(k)).record).filter((r) => r.moves.length > 0)
          .map((r) => JSON.stringify([r.seed, r.moves])));
        const [a, b] = await Promise.all([saved(host.page), saved(guest.page)]);
        assertEq(b, a, 'the two saves');

        // A rematch: the dealer deals the room's next game, a save of its own on each device;
        // the finished game's saves keep it.
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
            .map((k) => JSON.parse(localStorage.getItem(k))).filter((e) => e.record.moves.length > 0 || e.view || e.record.seed > 0)
            .map((e) => ({ finished: e.finished, moves: e.record.moves.length })));
          assert(games.some((g) => g.finished && g.moves === moves), `the finished game is kept: ${JSON.stringify(games)}`);
        }
        await guest.page.waitForSelector('[data-testid="hand"] .pj-card');
        // A new game (the computers may have played its first moves already).
        const next = await history(guest.page);
        assert(next < 8, `the next game starts: ${next} moves`);
        assertEq([...host.errors, ...guest.errors], [], 'page errors');
      } catch (e) {
        for (const [i, d] of [host, guest].entries()) {
          await d.page.screenshot({ path: path.join(artifacts, `FAILED-live-dealt-${i}.png`), fullPage: true });
        }
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
