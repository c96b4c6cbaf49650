// Live play through the app, device to device: pages in separate browser contexts meet at a
// live table through the local MQTT broker of scripts/with-broker.sh (loopback only).
// Run: scripts/with-broker.sh node tests/e2e/harness.cjs tests/e2e/live.test.cjs
const path = require('path');
const { liveContext, broker } = require('./harness.cjs');

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

// A new King-Square game with a seat for a friend, then "Play live": the invite link.
async function hostKingSquare(page, base, { size = 4, target = 1 } = {}) {
  await page.goto(base + '#/new/king-square');
  await page.fill('#opt-size', String(size));
  await page.dispatchEvent('#opt-size', 'change');
  await page.fill('#opt-target', String(target));
  await page.dispatchEvent('#opt-target', 'change');
  await page.selectOption('#seat-1', 'friend');
  await page.click('button[type=submit]');
  await page.waitForSelector('.ks-board');
  await page.click('[data-testid="play-live"]');
  await page.waitForSelector('[data-testid="live-panel"]');
  return page.inputValue('[data-testid="live-invite"]');
}

// The seats as the lobby shows them: "label: who".
const seats = (page) => page.$$eval('[data-testid="live-seat"]', (l) => l.map((s) => s.querySelector('.seat-label').textContent + ': ' + s.querySelector('.seat-who').textContent));

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
    assertEq([...a.errors, ...b.errors], [], 'no page errors');
  }],
];
