// The built dist/live.js alone (no app screen): devices in separate browser contexts meet
// through the local MQTT broker of scripts/with-broker.sh and talk over WebRTC data channels.
// Run: scripts/with-broker.sh node tests/e2e/harness.cjs tests/e2e/live_net.test.cjs
// Without the broker every test here fails and says how to run it.
const { liveContext, broker } = require('./harness.cjs');

const ROOM = { appId: 'boardshelf-live-test', password: 'the room password' };
const MAX = 256 * 1024;
const WAIT = 20000; // generous: a loaded machine, two browsers

// A device: a page of the app's origin (a missing file: tiny, and `import('./live.js')` is
// same-origin) that has joined `room`. Every message, join, leave and error is recorded in
// window.live; a message "ping:N" is answered "pong:N" to its sender (the round trips).
async function device(browser, base, room, password = ROOM.password) {
  const context = await liveContext(browser);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  await page.goto(base + 'live-net-test-page');
  const self = await page.evaluate(async ({ appId, password, room, url }) => {
    const net = await import('./live.js');
    const live = window.live = { got: [], joins: [], leaves: [], errors: [], waiters: [] };
    const changed = () => { live.waiters.forEach((w) => w()); };
    live.joinedAt = Date.now();
    live.handle = net.join({ appId, room, password, brokers: [url], iceServers: [] }, {
      message(peer, text) {
        live.got.push({ peer, text, at: Date.now() });
        if (typeof text === 'string' && text.startsWith('ping:')) live.handle.send('pong:' + text.slice(5), peer);
        changed();
      },
      peerJoin(peer) { live.joins.push({ peer, at: Date.now() }); changed(); },
      peerLeave(peer) { live.leaves.push(peer); changed(); },
      error(text) { live.errors.push(text); changed(); },
    });
    // Resolves when check() holds (checked on every event).
    live.until = (check) => new Promise((resolve) => {
      const w = () => { if (check()) { live.waiters = live.waiters.filter((x) => x !== w); resolve(); } };
      live.waiters.push(w); w();
    });
    return live.handle.self;
  }, { ...ROOM, password, room, url: broker.url });
  return { context, page, self };
}

async function pair(browser, base, room) {
  const [a, b] = await Promise.all([device(browser, base, room), device(browser, base, room)]);
  await Promise.all([peersMet(a, b), peersMet(b, a)]);
  return [a, b];
}

async function peersMet(d, other) {
  await d.page.evaluate((peer) => live.until(() => live.joins.some((j) => j.peer === peer)), other.self);
}

// Sends `text` from `from` (to `to`, or to everyone with null); waits until `to` has it.
async function deliver(from, to, text) {
  await from.page.evaluate(([t, peer]) => live.handle.send(t, peer), [text, to.self]);
  await to.page.evaluate(([t, peer]) => live.until(() => live.got.some((m) => m.text === t && m.peer === peer)),
    [text, from.self]);
}

const received = (d) => d.page.evaluate(() => live.got.map((m) => m.text));
const errorsOf = (d) => d.page.evaluate(() => live.errors);
const closeAll = (devices) => Promise.all(devices.map((d) => d.context.close()));
const roomName = (name) => `${name}-${process.pid}-${Date.now()}`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

exports.tests = [
  ['live.js: two devices meet through the local broker, talk both ways, and see a leave',
    async ({ browser, base, assert, assertEq }) => {
      const [a, b] = await pair(browser, base, roomName('meet'));
      const [ja, jb] = await Promise.all([a, b].map((d) => d.page.evaluate(() => [live.joinedAt, live.joins[0].at])));
      console.log(`     connection (the later join to peerJoin): ${Math.max(ja[1], jb[1]) - Math.max(ja[0], jb[0])} ms`);
      assert(a.self && b.self && a.self !== b.self, 'each device has its own peer id');
      await deliver(a, b, '{"hello":"from a"}');
      await deliver(b, a, '{"hello":"from b"}');
      assertEq(await received(b), ['{"hello":"from a"}'], 'what b received');
      assertEq(await received(a), ['{"hello":"from b"}'], 'what a received');

      // 100 round trips, one at a time: a sends ping:N, b answers pong:N.
      const times = await a.page.evaluate(async (peer) => {
        const out = [];
        for (let i = 0; i < 100; i++) {
          const start = performance.now();
          live.handle.send('ping:' + i, peer);
          await live.until(() => live.got.some((m) => m.text === 'pong:' + i));
          out.push(performance.now() - start);
        }
        return out;
      }, b.self);
      times.sort((x, y) => x - y);
      console.log(`     round trip over 100 messages: median ${percentile(times, 0.5).toFixed(1)} ms,`
        + ` p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
      assertEq(await errorsOf(a), [], 'errors on a');
      assertEq(await errorsOf(b), [], 'errors on b');

      await a.page.evaluate(() => live.handle.leave());
      await b.page.evaluate((peer) => live.until(() => live.leaves.includes(peer)), a.self);
      await closeAll([a, b]);
    }],

  ['live.js: with the broker stopped after they met, messages still go both ways',
    async ({ browser, base, assertEq }) => {
      const room = roomName('no-broker');
      const [a, b] = await pair(browser, base, room);
      await broker.stop();
      try {
        for (let i = 0; i < 5; i++) {
          await deliver(a, b, `{"move":${2 * i}}`);
          await deliver(b, a, `{"move":${2 * i + 1}}`);
        }
        assertEq(await received(b), [0, 2, 4, 6, 8].map((n) => `{"move":${n}}`), 'what b received');
        assertEq(await received(a), [1, 3, 5, 7, 9].map((n) => `{"move":${n}}`), 'what a received');
      } finally {
        await broker.start();
      }
      // Back up: a third device meets both through it, and they all still talk.
      const c = await device(browser, base, room);
      await Promise.all([peersMet(c, a), peersMet(c, b), peersMet(a, c)]);
      await deliver(c, a, '{"hello":"from c"}');
      await closeAll([a, b, c]);
    }],

  ['live.js: a device with the wrong password never joins the room and never hears it',
    async ({ browser, base, assert, assertEq }) => {
      const room = roomName('password');
      const [a, b] = await pair(browser, base, room);
      const intruder = await device(browser, base, room, 'a wrong password');
      // The intruder's offers and answers do not decrypt: said on its side as a join error.
      await intruder.page.evaluate(() => live.until(() => live.errors.some((e) => e.startsWith('join: '))));
      console.log(`     the wrong password says: ${(await errorsOf(intruder))[0]}`);
      for (let i = 0; i < 3; i++) await deliver(a, b, `{"secret":${i}}`);
      await deliver(b, a, '{"secret":"b"}');
      assertEq(await intruder.page.evaluate(() => live.joins.length), 0, 'peers the intruder met');
      assertEq(await received(intruder), [], 'what the intruder received');
      for (const d of [a, b]) {
        const joins = await d.page.evaluate(() => live.joins.map((j) => j.peer));
        assert(!joins.includes(intruder.self), 'a room device never met the intruder');
      }
      await closeAll([a, b, intruder]);
    }],

  ['live.js: a message over 256 KiB, or not text, is refused and said; 256 KiB arrives',
    async ({ browser, base, assertEq }) => {
      const [a, b] = await pair(browser, base, roomName('large'));
      await a.page.evaluate(([max, peer]) => {
        live.handle.send('x'.repeat(max + 1), peer);
        live.handle.send({ not: 'text' }, peer); // what a crafted peer could send
        live.handle.send('é'.repeat(max / 2 + 1), peer); // few characters, too many UTF-8 bytes
      }, [MAX, b.self]);
      await b.page.evaluate(() => live.until(() => live.errors.length >= 3));
      assertEq((await errorsOf(b)).sort(), [`refused: not text: ${a.self}`,
        `refused: too large: ${a.self}`, `refused: too large: ${a.self}`], 'what b said');
      // The largest allowed message arrives whole, after the refused ones (one channel, in order).
      await deliver(a, b, 'y'.repeat(MAX));
      assertEq((await received(b)).map((t) => t.length), [MAX], 'what b received');
      await closeAll([a, b]);
    }],
];
