// Live play through the app, device to device: pages in separate browser contexts meet at a
// live table through the local MQTT broker of scripts/with-broker.sh (loopback only).
// Run: scripts/with-broker.sh node tests/e2e/harness.cjs tests/e2e/live.test.cjs
const path = require('path');
const { liveContext, broker } = require('./harness.cjs');
const { hostKingSquare, playLive } = require('./setup.cjs');

const WAIT = 30000; // two or four browsers on two cores

// A device: its own browser context, the local broker as its live server, a name.
async function device(browser, base, name) {
  const context = await liveContext(browser, { viewport: { width: 1100, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base);
  await page.evaluate(([url, name]) => {
    localStorage.setItem('boardshelf.live.servers', JSON.stringify({ brokers: [url] }));
    localStorage.setItem('boardshelf.live.name', name);
  }, [broker.url, name]);
  return { context, page, name, errors };
}

const text = async (page, sel) => ((await page.textContent(sel)) || '').trim();
const history = (page) => page.$$eval('[data-testid="history"] li', (l) => l.length);

// The seats as the lobby shows them: "label: who".
const seats = (page) => page.$$eval('[data-testid="live-seat"]', (l) => l.map((s) => s.querySelector('.seat-label').textContent + ' ' + s.querySelector('.seat-who').textContent));

// The presence mark each seat shows: "here" (filled), "gone" (a ring) or "none" (not shown).
const presenceMarks = (page) => page.$$eval('[data-testid="live-seat"]', (l) => l.map((s) => {
  const mark = s.querySelector('.presence');
  if (!mark || getComputedStyle(mark).visibility === 'hidden' || !mark.getBoundingClientRect().width) return 'none';
  return mark.classList.contains('here') ? 'here' : 'gone';
}));

// Joins from the invite and takes the first free seat.
async function join(d, invite) {
  await d.page.goto(invite);
  await d.page.waitForSelector('[data-testid="live-panel"]');
  await d.page.waitForFunction(() => /Connected/.test(document.querySelector('[data-testid="live-status"]').textContent));
  await d.page.click('[data-testid="live-seat"] button:text("Sit here")');
}

// Plays King-Square to the end: whichever device is to move clicks a free hole.
async function playOut(devices, limit = 200) {
  for (let n = 0; n < limit; n++) {
    const over = await devices[0].page.$('.game-over');
    if (over) return n;
    let moved = false;
    // A round ended: each device shows how, and its people start the next.
    for (const d of devices) {
      const next = await d.page.$('[data-testid="round-end"] button');
      if (next) await next.click();
    }
    for (const d of devices) {
      const before = await history(d.page);
      if (await d.page.$('.game-over')) continue;
      const free = await d.page.$$('.ks-board .hole:not(:has(.peg))');
      const turn = await text(d.page, '[data-testid="turn"]');
      const mine = (await seats(d.page)).filter((s) => s.endsWith('(you)')).map((s) => s.split(':')[0]);
      if (!mine.some((label) => turn.startsWith(label)) || free.length === 0) continue;
      await free[Math.floor(Math.random() * free.length)].click();
      await Promise.all(devices.map((o) => o.page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] li').length > n || document.querySelector('.game-over'), before)));
      moved = true;
      break;
    }
    if (!moved) await devices[0].page.waitForTimeout(200);
  }
  const turns = await Promise.all(devices.map((d) => text(d.page, '[data-testid="turn"]')));
  await Promise.all(devices.map((d, i) => d.page.screenshot({ path: path.join(__dirname, 'artifacts', `FAILED-live-device-${i}.png`) })));
  throw new Error('the game did not end; the turns say: ' + turns.join(' | '));
}

// The moves of every save of the match on a device.
const savedMoves = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.save.'))
  .map((k) => JSON.parse(localStorage.getItem(k))).map((e) => JSON.stringify(e.record.moves)));

// A new game of `game` with the computer (Easy) in every seat, then "Play live".
async function hostComputers(page, base, game, setup = async () => {}) {
  await page.goto(base + '#/new/' + game);
  await setup(page);
  for (const select of await page.$$('select[id^="seat-"]')) await select.selectOption('easy');
  await page.click('button[type=submit]');
  await page.waitForSelector('[data-testid="play-live"]');
  return playLive(page);
}

// Someone with the invite who sends crafted messages from their page's console: a third
// connection to the room through live.js itself, not the app.
async function intruder(browser, base, invite) {
  const context = await liveContext(browser);
  const page = await context.newPage();
  await page.goto(base + 'live-test-intruder');
  const [room, key] = invite.split('&live=')[1].split('.');
  await page.evaluate(async ([room, key, url]) => {
    const net = await import('./live.js');
    window.eve = { got: [], joined: 0 };
    window.eve.h = net.join({ appId: 'boardshelf', room, password: key, brokers: [url], iceServers: [] }, {
      message(peer, text) { eve.got.push(text); },
      peerJoin() { eve.joined++; }, peerLeave() {}, error() {},
    });
  }, [room, key, broker.url]);
  await page.waitForFunction(() => eve.got.some((t) => t.includes('"Table"')));
  return { context, page, room };
}

// The moves the record of the game screen has now (from its save).
const said = (page) => text(page, '[data-testid="live-said"]');

exports.tests = [
  ['live: two devices play a whole King-Square game; a reload rejoins; the broker stopped, play goes on', async ({ browser, base, assert, assertEq, artifacts }) => {
    const ann = await device(browser, base, 'Ann');
    const ben = await device(browser, base, 'Ben');
    const started = Date.now();
    const invite = await hostKingSquare(ann.page, base);
    assert(/#\/play\/king-square\?r=.*&live=[0-9a-f]+\.[0-9a-f]+$/.test(invite), 'an invite link: ' + invite);
    assert(await ann.page.$('[data-testid="live-qr"]'), 'a code to scan beside the link');
    await join(ben, invite);
    await ann.page.waitForFunction(() => /Ben/.test(document.querySelector('[data-testid="live-seats"]').textContent));
    console.log(`     connected and seated in ${Date.now() - started} ms`);
    assertEq(await seats(ann.page), ['Black: Ann (you)', 'White: Ben'], 'the host sees both seats');
    assertEq(await presenceMarks(ann.page), ['here', 'here'], 'both people are there');
    assertEq(await seats(ben.page), ['Black: Ann', 'White: Ben (you)'], 'the guest sees both seats');
    await ann.page.click('[data-testid="live-start"]');
    await ben.page.waitForFunction(() => !document.querySelector('[data-testid="live-start"]'));
    await ann.page.screenshot({ path: path.join(artifacts, 'live-ks-host.png') });

    // Two moves, then the guest reloads: it rejoins its seat with the same record.
    const [a, b] = [ann, ben];
    await a.page.click('.ks-board .hole >> nth=0');
    await b.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    await b.page.click('.ks-board .hole:not(:has(.peg)) >> nth=0');
    await a.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2);
    await b.page.reload();
    await b.page.waitForSelector('[data-testid="live-panel"]');
    await b.page.waitForFunction(() => /Connected/.test(document.querySelector('[data-testid="live-status"]').textContent));
    assertEq(await history(b.page), 2, 'the reloaded guest has both moves');
    assertEq(await seats(b.page), ['Black: Ann', 'White: Ben (you)'], 'and its seat back');

    // In the background, a device says "Your move" in its title when its turn comes.
    const title = await a.page.title();
    const hidden = (page, on) => page.evaluate((on) => Object.defineProperty(document, 'hidden', { configurable: true, get: () => on }), on);
    await hidden(a.page, true);
    await a.page.click('.ks-board .hole:not(:has(.peg)) >> nth=0');
    await b.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 3);
    await b.page.click('.ks-board .hole:not(:has(.peg)) >> nth=0');
    await a.page.waitForFunction((t) => document.title === 'Your move · ' + t, title);
    await hidden(a.page, false);
    await a.page.waitForFunction((t) => document.title === t, title);

    // The broker goes away: the devices are connected already, play goes on.
    await broker.stop();
    const n = await playOut([a, b]);
    await broker.start();
    assert(n > 0, 'moves were played without the broker');
    const [ma, mb] = [await savedMoves(a.page), await savedMoves(b.page)];
    assertEq(ma.length, 1, 'one save on the host');
    assertEq(mb, ma, 'the same moves saved on both devices');
    assertEq(await text(b.page, '[data-testid="result"]'), await text(a.page, '[data-testid="result"]'), 'the same result');
    await b.page.screenshot({ path: path.join(artifacts, 'live-ks-guest-end.png') });
    // The guest leaves: the host shows it away within 10 s. Presence is not kept: the host
    // does not write its table again for it (the writes counted from the page's own storage).
    await a.page.evaluate(() => {
      window.tableWrites = 0;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (key.startsWith('boardshelf.live.room.')) window.tableWrites++;
        return setItem.call(this, key, value);
      };
    });
    await b.context.close();
    await a.page.waitForFunction(() => /Ben \(away\)/.test(document.querySelector('[data-testid="live-seats"]').textContent), null, { timeout: 12000 });
    assertEq(await a.page.evaluate(() => window.tableWrites), 0, 'the table written again when only presence changed');
    assertEq([...a.errors, ...b.errors], [], 'no page errors');
    await a.context.close();
  }],
  ['live: Blokus Duo and Stacks to the end with the computer in the seats, followed on a second device; crafted messages are refused and said', async ({ browser, base, assert, assertEq, artifacts }) => {
    for (const [game, setup] of [
      ['blokus', async (p) => { await p.waitForSelector('#opt-variant'); await p.selectOption('#opt-variant', '1'); }],
      ['stacks', async (p) => { await p.selectOption('#opt-turn_limit', '100'); }],
    ]) {
      const ann = await device(browser, base, 'Ann');
      const ben = await device(browser, base, 'Ben');
      const invite = await hostComputers(ann.page, base, game, setup);
      // Only people are there or away: the computer's seats show no mark at all.
      const marks = await presenceMarks(ann.page);
      assertEq(marks, marks.map(() => 'none'), `${game}: the computer's seats show no presence`);
      // The intruder comes first, so its connection is the host's (live.js tries a join
      // again while it has no connection; a third device might not reach every other one).
      const eve = await intruder(browser, base, invite);
      console.log(`     ${game}: the intruder heard the table`);
      await ben.page.goto(invite);
      await ben.page.waitForSelector('[data-testid="live-panel"]');
      await ann.page.waitForFunction(() => /Connected to 2/.test(document.querySelector('[data-testid="live-status"]').textContent));
      console.log(`     ${game}: the guest is connected`);
      // Eve says who she is, then sends what no honest device sends.
      const table = await eve.page.evaluate(() => JSON.parse(eve.got.find((t) => t.includes('"Table"'))));
      await eve.page.evaluate(([room]) => eve.h.send(JSON.stringify({ v: 1, room, from: 777, name: 'Eve', body: { t: 'Ping', digest: 1 } }), null), [eve.room]);
      await eve.page.evaluate(() => eve.h.send('{"not": "a message"', null));
      await ann.page.waitForFunction(() => /Eve was refused: the message cannot be read/.test(document.querySelector('[data-testid="live-said"]')?.textContent || ''));
      console.log(`     ${game}: malformed refused`);
      await ann.page.click('[data-testid="live-start"]');
      // A forged record: the first move played again, and again (not legal).
      await eve.page.waitForFunction(() => eve.got.some((t) => t.includes('"Move"')));
      const first = await eve.page.evaluate(() => JSON.parse(eve.got.find((t) => t.includes('"Move"'))).body.mv);
      const forged = { ...table.body, started: true, record: { ...table.body.record, moves: [first, first, first] }, by: [777, 777, 777] };
      await eve.page.evaluate(([room, body]) => eve.h.send(JSON.stringify({ v: 1, room, from: 777, name: 'Eve', body: { t: 'Table', ...body } }), null), [eve.room, forged]);
      await ann.page.waitForFunction(() => /Eve was refused: its record does not match/.test(document.querySelector('[data-testid="live-said"]')?.textContent || ''));
      await eve.page.evaluate(([room]) => eve.h.send(JSON.stringify({ v: 1, room: room + 'x', from: 777, name: 'Eve', body: { t: 'Ping', digest: 1 } }), null), [eve.room]);
      await ann.page.waitForFunction(() => /Eve was refused: it is for another table/.test(document.querySelector('[data-testid="live-said"]')?.textContent || ''));
      await eve.context.close();
      // The game goes on to its end; the guest follows every move.
      await ann.page.waitForSelector('.game-over', { timeout: 240000 });
      await ben.page.waitForSelector('.game-over', { timeout: 10000 }).catch(async (e) => {
        await ben.page.screenshot({ path: path.join(artifacts, `FAILED-live-${game}-guest.png`) });
        throw new Error(`${e.message.split('\n')[0]}: the guest has ${await history(ben.page)} moves, the host ${await history(ann.page)}; the guest says ${await text(ben.page, '[data-testid="live-panel"]')}`);
      });
      const [ma, mb] = [await savedMoves(ann.page), await savedMoves(ben.page)];
      assertEq(mb, ma, `${game}: the same moves saved on both devices`);
      assert(JSON.parse(ma[0]).length > 10, `${game}: a whole game (${JSON.parse(ma[0]).length} moves)`);
      await ben.page.screenshot({ path: path.join(artifacts, `live-${game}-guest-end.png`) });
      assertEq([...ann.errors, ...ben.errors], [], 'no page errors');
      await ann.context.close();
      await ben.context.close();
    }
  }],
  ['live: four devices at a table of four from the new-game screen; undo asked, accepted, refused; a rematch rotates the seats', async ({ browser, base, assert, assertEq, artifacts }) => {
    const names = ['Ann', 'Ben', 'Cat', 'Dan'];
    const [ann, ...others] = await Promise.all(names.map((n) => device(browser, base, n)));
    const all = [ann, ...others];
    const invite = await hostKingSquare(ann.page, base, { players: 4, size: 6, seats: { 1: 'friend', 2: 'friend', 3: 'friend' }, live: true });
    for (const d of others) await join(d, invite);
    await ann.page.waitForFunction(() => /Dan/.test(document.querySelector('[data-testid="live-seats"]').textContent) && /Connected to 3/.test(document.querySelector('[data-testid="live-status"]').textContent));
    const labels = (await seats(ann.page)).map((s) => s.split(':')[0]);
    assertEq(await seats(ann.page), ['Ann (you)', 'Ben', 'Cat', 'Dan'].map((w, i) => `${labels[i]}: ${w}`), 'everyone seated, in the order they came');
    await ann.page.click('[data-testid="live-start"]');
    await Promise.all(others.map((d) => d.page.waitForFunction(() => !document.querySelector('[data-testid="live-start"]'))));
    await ann.page.screenshot({ path: path.join(artifacts, 'live-four-host.png') });

    // Ann moves and asks to take it back: everyone accepts, every device takes it back.
    await ann.page.click('.ks-board .hole >> nth=0');
    await Promise.all(all.map((d) => d.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1)));
    await ann.page.click('button:text("Undo")');
    await ann.page.waitForSelector('[data-testid="live-undo-waiting"]');
    for (const d of others) {
      await d.page.waitForSelector('[data-testid="live-undo"]');
      assertEq(await text(d.page, '[data-testid="live-undo"] p'), 'Ann asks to take back their last move', `${d.name} is asked`);
      await d.page.click('[data-testid="live-undo"] button:text("Accept")');
    }
    await Promise.all(all.map((d) => d.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 0)));
    // Ann and Ben move; Ben asks; Cat refuses: nothing is taken back, Ben is told.
    await ann.page.click('.ks-board .hole >> nth=1');
    await others[0].page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    await others[0].page.click('.ks-board .hole:not(:has(.peg)) >> nth=0');
    await Promise.all(all.map((d) => d.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2)));
    await others[0].page.click('button:text("Undo")');
    await others[1].page.waitForSelector('[data-testid="live-undo"]');
    await others[1].page.click('[data-testid="live-undo"] button:text("Refuse")');
    await others[0].page.waitForFunction(() => /Cat refused to take the move back/.test(document.querySelector('[data-testid="live-said"]')?.textContent || ''));
    for (const d of all) assertEq(await history(d.page), 2, `${d.name} keeps both moves`);

    await playOut(all, 400);
    const before = await Promise.all(all.map((d) => savedMoves(d.page)));
    for (const m of before) assertEq(m, before[0], 'the same moves saved on every device');
    // A rematch: the next game in the same room, everyone one seat on.
    await ann.page.click('[data-testid="live-rematch"]');
    await Promise.all(all.map((d) => d.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 0 && !document.querySelector('.game-over'))));
    for (const d of all) {
      // Each device opened the next game's screen and met the others there again.
      await d.page.waitForFunction(() => [...document.querySelectorAll('[data-testid="live-seat"]')].every((s) => s.dataset.present === 'true'));
      assertEq((await seats(d.page)).map((s) => s.split(': ')[1].replace(' (you)', '')), ['Dan', 'Ann', 'Ben', 'Cat'], `${d.name}: the seats rotated`);
      assertEq((await savedMoves(d.page)).length, 2, `${d.name}: the rematch is a save of its own`);
    }
    await others[0].page.screenshot({ path: path.join(artifacts, 'live-four-rematch.png') });
    assertEq(all.flatMap((d) => d.errors), [], 'no page errors');
  }],
  ['live: the lobby fits a phone in every language, light and dark; a damaged invite is said', async ({ browser, base, assert, assertEq, artifacts }) => {
    const ann = await device(browser, base, 'Ann');
    await ann.page.setViewportSize({ width: 390, height: 844 });
    const invite = await hostKingSquare(ann.page, base);
    // A message from another version of the app: its refusal is a long sentence.
    const eve = await intruder(browser, base, invite);
    await eve.page.evaluate(([room]) => eve.h.send(JSON.stringify({ v: 2, room, from: 777, name: 'Eve', body: { t: 'Ping', digest: 1 } }), null), [eve.room]);
    await ann.page.waitForFunction(() => /another version/.test(document.querySelector('[data-testid="live-said"]')?.textContent || ''));
    await eve.context.close();
    for (const lang of ['en', 'ko', 'pt-BR', 'hy']) {
      await ann.page.selectOption('[data-testid="language"]', lang);
      await ann.page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const widths = await ann.page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        panel: Math.round(document.querySelector('[data-testid="live-panel"]').getBoundingClientRect().right),
      }));
      assert(widths.page <= 390 && widths.panel <= 390, `${lang}: the lobby fits 390 px (${JSON.stringify(widths)})`);
      // The refusal wraps: every line of it is inside its box, none cut or ellipsized.
      const said = await ann.page.$eval('[data-testid="live-said"]', (p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const [text, box] = [range.getBoundingClientRect(), p.getBoundingClientRect()];
        return { scrollWidth: p.scrollWidth, clientWidth: p.clientWidth, scrollHeight: p.scrollHeight, clientHeight: p.clientHeight,
          lines: range.getClientRects().length, textHeight: Math.round(text.height), height: Math.round(box.height), cut: text.bottom > box.bottom + 0.5 };
      });
      assert(said.scrollWidth <= said.clientWidth && said.scrollHeight <= said.clientHeight && !said.cut && said.height >= said.textHeight,
        `${lang}: the whole refusal is shown (${JSON.stringify(said)})`);
      // It wraps in every language; in English it needs more than the two lines a notice keeps.
      assert(said.lines >= (lang === 'en' ? 3 : 2), `${lang}: the refusal wraps (${JSON.stringify(said)})`);
      for (const scheme of ['light', 'dark']) {
        await ann.page.emulateMedia({ colorScheme: scheme });
        await ann.page.$eval('[data-testid="live-panel"]', (p) => p.scrollIntoView());
        await ann.page.screenshot({ path: path.join(artifacts, `live-lobby-phone-${lang}-${scheme}.png`) });
      }
    }
    await ann.page.selectOption('[data-testid="language"]', 'en');
    await ann.page.setViewportSize({ width: 1366, height: 768 });
    for (const scheme of ['light', 'dark']) {
      await ann.page.emulateMedia({ colorScheme: scheme });
      await ann.page.$eval('[data-testid="live-panel"]', (p) => p.scrollIntoView());
      await ann.page.screenshot({ path: path.join(artifacts, `live-lobby-laptop-en-${scheme}.png`) });
    }
    // An invite whose room part is damaged: said in a sentence, nothing saved.
    const saves = (await savedMoves(ann.page)).length;
    await ann.page.goto(invite.replace(/&live=.*$/, '&live=not-a-room'));
    assertEq(await text(ann.page, '[data-testid="message"]'), 'This invite link is damaged: ask for a new one.', 'a damaged invite');
    assertEq((await savedMoves(ann.page)).length, saves, 'no save made by it');
    assertEq(ann.errors, [], 'no page errors');
  }],
];
