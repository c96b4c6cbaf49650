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
  opened.push(context);
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
    // Resolves when check() holds (checked on every event); fails after `wait` ms, saying
    // what it waited for (page.evaluate itself would wait for ever).
    live.until = (check, what, wait) => new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        live.waiters = live.waiters.filter((x) => x !== w);
        reject(new Error(`waited ${wait} ms for ${what}; errors: ${JSON.stringify(live.errors)}`));
      }, wait);
      const w = () => {
        if (!check()) return;
        clearTimeout(timer);
        live.waiters = live.waiters.filter((x) => x !== w);
        resolve();
      };
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
  await d.page.evaluate(([peer, wait]) => live.until(() => live.joins.some((j) => j.peer === peer),
    'peerJoin of ' + peer, wait), [other.self, WAIT]);
}

// Sends `text` from `from` to `to` (to every peer with `everyone`); waits until `to` has it.
async function deliver(from, to, text, everyone = false) {
  await from.page.evaluate(([t, peer]) => live.handle.send(t, peer), [text, everyone ? null : to.self]);
  await to.page.evaluate(([t, peer, wait]) => live.until(() => live.got.some((m) => m.text === t && m.peer === peer),
    `a message of ${t.length} characters from ${peer}`, wait), [text, from.self, WAIT]);
}

// Every test closes its devices' contexts, passed or failed (a failed one would go on
// talking to the next test's devices otherwise).
const opened = [];
const closingDevices = (fn) => async (ctx) => {
  try {
    await fn(ctx);
  } finally {
    await Promise.all(opened.splice(0).map((c) => c.close().catch(() => {})));
  }
};

const received = (d) => d.page.evaluate(() => live.got.map((m) => m.text));
const errorsOf = (d) => d.page.evaluate(() => live.errors);
const roomName = (name) => `${name}-${process.pid}-${Date.now()}`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

exports.tests = [
  ['live.js: two devices meet through the local broker, talk both ways, and see a leave',
    closingDevices(async ({ browser, base, assert, assertEq }) => {
      const [a, b] = await pair(browser, base, roomName('meet'));
      const [ja, jb] = await Promise.all([a, b].map((d) => d.page.evaluate(() => [live.joinedAt, live.joins[0].at])));
      console.log(`     connection (the later join to peerJoin): ${Math.max(ja[1], jb[1]) - Math.max(ja[0], jb[0])} ms`);
      assert(a.self && b.self && a.self !== b.self, 'each device has its own peer id');
      await deliver(a, b, '{"hello":"from a"}');
      await deliver(b, a, '{"hello":"from b"}');
      assertEq(await received(b), ['{"hello":"from a"}'], 'what b received');
      assertEq(await received(a), ['{"hello":"from b"}'], 'what a received');

      // 100 round trips, one at a time: a sends ping:N, b answers pong:N.
      const times = await a.page.evaluate(async ([peer, wait]) => {
        const out = [];
        for (let i = 0; i < 100; i++) {
          const start = performance.now();
          live.handle.send('ping:' + i, peer);
          await live.until(() => live.got.some((m) => m.text === 'pong:' + i), 'pong:' + i, wait);
          out.push(performance.now() - start);
        }
        return out;
      }, [b.self, WAIT]);
      times.sort((x, y) => x - y);
      console.log(`     round trip over 100 messages: median ${percentile(times, 0.5).toFixed(1)} ms,`
        + ` p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
      assertEq(await errorsOf(a), [], 'errors on a');
      assertEq(await errorsOf(b), [], 'errors on b');

      await a.page.evaluate(() => live.handle.leave());
      await b.page.evaluate(([peer, wait]) => live.until(() => live.leaves.includes(peer), 'peerLeave of ' + peer, wait),
        [a.self, WAIT]);
    })],

  ['live.js: with the broker stopped after they met, messages still go both ways',
    closingDevices(async ({ browser, base, assertEq }) => {
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
    })],

  ['live.js: a device with the wrong password never joins the room and never hears it',
    closingDevices(async ({ browser, base, assert, assertEq }) => {
      const room = roomName('password');
      const [a, b] = await pair(browser, base, room);
      const intruder = await device(browser, base, room, 'a wrong password');
      // Offers and answers between the intruder and the room do not decrypt: said as a join
      // error by whichever side tried (the intruder, or a device of the room).
      const joinErrors = async () => (await Promise.all([intruder, a, b].map(async (d, i) =>
        (await errorsOf(d)).map((e) => `${['the intruder', 'a', 'b'][i]}: ${e}`)))).flat()
        .filter((e) => e.includes(': join: '));
      for (let waited = 0; !(await joinErrors()).length; waited += 200) {
        assert(waited < WAIT, `a join error on some device within ${WAIT} ms`);
        await new Promise((r) => setTimeout(r, 200));
      }
      console.log(`     the wrong password is said by ${(await joinErrors()).join('; ')}`);
      // Sent to every peer: the intruder would have them if it were in the room's mesh.
      for (let i = 0; i < 3; i++) await deliver(a, b, `{"secret":${i}}`, true);
      await deliver(b, a, '{"secret":"b"}', true);
      assertEq(await intruder.page.evaluate(() => live.joins.length), 0, 'peers the intruder met');
      assertEq(await received(intruder), [], 'what the intruder received');
      for (const d of [a, b]) {
        const joins = await d.page.evaluate(() => live.joins.map((j) => j.peer));
        assert(!joins.includes(intruder.self), 'a room device never met the intruder');
      }
    })],

  ['live.js: a message over 256 KiB, or not text, is refused and said; 256 KiB arrives',
    closingDevices(async ({ browser, base, assertEq }) => {
      const [a, b] = await pair(browser, base, roomName('large'));
      await a.page.evaluate(([max, peer]) => {
        live.handle.send('x'.repeat(max + 1), peer);
        live.handle.send({ not: 'text' }, peer); // what a crafted peer could send
        live.handle.send('é'.repeat(max / 2 + 1), peer); // few characters, too many UTF-8 bytes
      }, [MAX, b.self]);
      await b.page.evaluate((wait) => live.until(() => live.errors.length >= 3, 'three refusals', wait), WAIT);
      assertEq((await errorsOf(b)).sort(), [`refused: not text: ${a.self}`,
        `refused: too large: ${a.self}`, `refused: too large: ${a.self}`], 'what b said');
      // The largest allowed message arrives whole, after the refused ones (one channel, in order).
      await deliver(a, b, 'y'.repeat(MAX));
      assertEq((await received(b)).map((t) => t.length), [MAX], 'what b received');
    })],
];
