// How fast is live play on one machine? Two devices (separate browser contexts) meet at a
// King-Square table through the local broker and this prints, with the machine's load:
//   - connection time over N joins: a fresh guest page opening the invite, until its lobby
//     says "Connected" (and until the host's lobby counts it);
//   - move latency over M moves, alternating devices: from the click on one page to the
//     move in the other page's move list, and to the frame after it (drawn).
// A measuring tool, not a test: nothing is asserted on time, scripts/test.sh never runs it.
// Times are `performance.timeOrigin + performance.now()` in each page: one machine, one clock.
//
//   . scripts/tools.sh && trunk build --release
//   scripts/with-broker.sh node scripts/live-bench.cjs [moves=200] [joins=10]
const os = require('os');
const { serve, launch, liveContext, broker, DIST } = require('../tests/e2e/harness.cjs');
const { hostKingSquare } = require('../tests/e2e/setup.cjs');

const MOVES = Number(process.argv[2] || 200);
const JOINS = Number(process.argv[3] || 10);
const WAIT = 60000; // two browsers and a broker on a shared machine
// 20×20 holds 200 moves; target 9 (the options' maximum) keeps the game going if rounds end.
const SIZE = 20;
const TARGET = 9;

// Recorded in every page from its first script: when the live panel appears, when its
// status first says "Connected", each change of the status, and each move list's last ply.
const RECORDER = () => {
  const now = () => performance.timeOrigin + performance.now();
  const r = (window.__bench = { panel: 0, connected: 0, status: [], plies: {}, last: 0 });
  const look = () => {
    const status = document.querySelector('[data-testid="live-status"]');
    if (status && !r.panel) r.panel = now();
    const text = status ? status.textContent : '';
    if (text !== (r.status[r.status.length - 1] || {}).text) r.status.push({ at: now(), text });
    if (!r.connected && /Connected/.test(text)) r.connected = now();
    if (!r.failed && /failed/.test(text)) r.failed = now();
    // The list draws only the blocks round the move shown: its last item is the newest move.
    const last = document.querySelector('[data-testid="history"] li:last-child button[data-ply]');
    const ply = last ? Number(last.dataset.ply) : 0;
    if (ply > r.last) {
      for (let p = r.last + 1; p <= ply; p++) r.plies[p] = { dom: now() };
      const seen = r.plies[ply];
      requestAnimationFrame(() => setTimeout(() => { seen.drawn = now(); }, 0));
    }
    r.last = Math.max(r.last, ply);
  };
  const start = () => new MutationObserver(look).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start);
  // The click that makes a move: capture phase, before the app hears it.
  window.addEventListener('click', () => { r.click = now(); }, true);
};

// A device: its own context, the local broker as its live server, a name, the recorder.
async function device(browser, name) {
  const context = await liveContext(browser, { viewport: { width: 1100, height: 1000 } });
  await context.addInitScript(([url, name]) => {
    localStorage.setItem('boardshelf.live.servers', JSON.stringify({ brokers: [url] }));
    localStorage.setItem('boardshelf.live.name', name);
  }, [broker.url, name]);
  await context.addInitScript(RECORDER);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, name, errors };
}

const bench = (page) => page.evaluate(() => window.__bench);

// A King-Square game with a friend's seat, then "Play live": the invite link.
const host = (page, base) => hostKingSquare(page, base, { size: SIZE, target: TARGET });

// One join: a fresh device opens the invite (a page load, as from a message); its times.
async function timeJoin(browser, hostPage, invite, n) {
  const guest = await device(browser, `Guest ${n}`);
  await guest.page.goto(invite);
  // Either page saying the connection failed ends the wait at once.
  try {
    await guest.page.waitForFunction(() => window.__bench.connected || window.__bench.failed);
    await hostPage.waitForFunction(() => /Connected to 1 /.test(document.querySelector('[data-testid="live-status"]').textContent) || window.__bench.failed);
    if ((await bench(guest.page)).failed || (await bench(hostPage)).failed) throw new Error('failed');
  } catch (e) {
    const said = async (p) => (await bench(p)).status.map((s) => s.text).filter(Boolean).join(' / ');
    const open = Math.round((Date.now() - hostPage.hostedAt) / 1000);
    const why = `join ${n} (the room open for ${open} s) did not connect: the guest said ${await said(guest.page)}; the host ${await said(hostPage)}`;
    await guest.context.close();
    throw new Error(why);
  }
  const g = await bench(guest.page);
  const h = await bench(hostPage);
  const opened = await guest.page.evaluate(() => performance.timeOrigin);
  const hostSaw = h.status.find((s) => s.at >= opened && /Connected to 1 /.test(s.text));
  return { guest, times: { connected: g.connected - opened, network: g.connected - g.panel, hostSaw: hostSaw.at - opened } };
}

// The next mover's hole: a random free one that completes none of its own King-Squares
// (R6–R8, axis-aligned), so rounds last; any free one when there is none.
async function chooseHole(page, side, rand) {
  const holes = await page.$$eval('.ks-board .hole[data-col]', (gs) => gs.map((g) => ({
    col: Number(g.dataset.col), row: Number(g.dataset.row),
    peg: g.querySelector('circle.peg.black:not(.ghost):not(.hint-peg)') ? 'black'
      : g.querySelector('circle.peg.white:not(.ghost):not(.hint-peg)') ? 'white' : null,
  })));
  const at = new Map(holes.map((h) => [`${h.col},${h.row}`, h.peg]));
  const own = (c, r) => at.get(`${c},${r}`) === side;
  const completes = ({ col: x, row: y }) => {
    for (let k = 1; k < SIZE; k++) {
      for (const [dx, dy] of [[1, 1], [-1, 1], [1, -1], [-1, -1]]) {
        if (own(x + dx * k, y) && own(x, y + dy * k) && own(x + dx * k, y + dy * k)) return true;
      }
    }
    return false;
  };
  const free = holes.filter((h) => !h.peg);
  const safe = free.filter((h) => !completes(h));
  const pool = safe.length ? safe : free;
  return pool[Math.floor(rand() * pool.length)];
}

// Plays `count` moves, the seat to move alternating between the two devices; returns, per
// move, the time from the click to the move on the other page (in the list, drawn).
async function playMoves(devices, count, rand) {
  const samples = [];
  for (let ply = 1; ply <= count; ply++) {
    const [mover, other] = ply % 2 ? devices : [devices[1], devices[0]];
    if (await mover.page.$('.game-over')) break;
    // A round ended (only when every free hole completed a square): start the next.
    const next = await mover.page.$('[data-testid="round-end"] button');
    if (next) {
      await next.click();
      await mover.page.waitForSelector('[data-testid="round-end"]', { state: 'detached' });
    }
    await mover.page.waitForFunction((p) => window.__bench.last >= p - 1, ply);
    await mover.page.waitForTimeout(100); // a moment to think: no move lands mid-frame by design
    const hole = await chooseHole(mover.page, mover === devices[0] ? 'black' : 'white', rand);
    await mover.page.click(`#ks-${hole.col}-${hole.row}`);
    await other.page.waitForFunction((p) => window.__bench.plies[p] && window.__bench.plies[p].drawn, ply);
    const clicked = (await bench(mover.page)).click;
    const seen = (await bench(other.page)).plies[ply];
    samples.push({ from: mover.name, dom: seen.dom - clicked, drawn: seen.drawn - clicked });
  }
  return samples;
}

// Sorted copy, quantile by nearest rank, and a 95 % confidence interval of the median from
// order statistics (the binomial ranks around n/2: distribution-free).
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (s, q) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
function medianInterval(s) {
  const n = s.length;
  let below = 0, pmf = 0.5 ** n, j = 0; // P(B ≤ j − 1) for B ~ Binomial(n, ½)
  while (j < n && below + pmf <= 0.025) { below += pmf; pmf = pmf * (n - j) / (j + 1); j++; }
  if (j === 0) return null; // too few samples for a 95 % interval
  return { low: s[j - 1], high: s[n - j], coverage: 1 - 2 * below };
}
function summary(label, xs) {
  const s = sorted(xs);
  const ci = medianInterval(s);
  const ms = (x) => `${Math.round(x)} ms`;
  const interval = ci ? `, 95 % CI of the median ${ms(ci.low)}–${ms(ci.high)} (${(100 * ci.coverage).toFixed(1)} %)` : '';
  return `${label.trim().padEnd(46)}: median ${ms(quantile(s, 0.5))}, p95 ${ms(quantile(s, 0.95))}, min ${ms(s[0])}, max ${ms(s[s.length - 1])}${interval}; n = ${s.length}`;
}

// A seeded generator (mulberry32): the same holes on every run of one seed.
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function main() {
  const server = await serve(process.env.DIST || DIST);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch();
  console.log(`live bench: Chromium ${browser.version()}, ${os.cpus().length} cores, load ${load()}; broker ${broker.url}`);
  // A failed join (Trystero reports it, and the lobby then says the connection failed for
  // good) is counted, and the next join goes to a new room.
  let ann = null, invite = null;
  const failures = [];
  const rehost = async () => {
    if (ann) await ann.context.close();
    ann = await device(browser, 'Ann');
    invite = await host(ann.page, base);
    ann.page.hostedAt = Date.now();
  };
  const join = async (name) => {
    for (;;) {
      if (!ann) await rehost();
      try {
        return await timeJoin(browser, ann.page, invite, name);
      } catch (e) {
        failures.push(e.message);
        if (failures.length > JOINS) throw new Error('too many failed joins:\n' + failures.join('\n'));
        await rehost();
      }
    }
  };

  const joins = [];
  for (let n = 1; n <= JOINS; n++) {
    const { guest, times } = await join(n);
    joins.push(times);
    await guest.context.close();
    // Alone again before the next guest, so each join meets one device.
    await ann.page.waitForFunction(() => !/Connected to/.test(document.querySelector('[data-testid="live-status"]').textContent));
  }
  console.log(summary('connection, invite opened → guest "Connected"', joins.map((j) => j.connected)));
  console.log(summary('  of it after the app drew the lobby       ', joins.map((j) => j.network)));
  console.log(summary('  invite opened → the host counts the guest', joins.map((j) => j.hostSaw)));

  const { guest: ben, times } = await join('Ben');
  console.log(`the playing guest connected in ${Math.round(times.connected)} ms; load ${load()}`);
  console.log(`failed joins: ${failures.length}${failures.map((f) => '\n  ' + f.slice(0, 300)).join('')}`);
  await ben.page.click('[data-testid="live-seat"] button:text("Sit here")');
  await ann.page.waitForFunction(() => /Guest Ben/.test(document.querySelector('[data-testid="live-seats"]').textContent));
  await ann.page.click('[data-testid="live-start"]');
  await ben.page.waitForFunction(() => !document.querySelector('[data-testid="live-start"]'));

  const samples = await playMoves([ann, ben], MOVES, rng(61));
  console.log(summary('move, click → in the other page\'s list     ', samples.map((s) => s.dom)));
  console.log(summary('move, click → drawn on the other page      ', samples.map((s) => s.drawn)));
  for (const from of [ann.name, ben.name]) {
    console.log(summary(`  drawn, moves from ${from.padEnd(9)}             `, samples.filter((s) => s.from === from).map((s) => s.drawn)));
  }
  const errors = [...ann.errors, ...ben.errors];
  if (errors.length) console.log('page errors: ' + errors.join(' | '));
  console.log(`load ${load()} (1, 5, 15 min)`);
  await browser.close();
  server.close();
}

main().catch((e) => { console.error(e); process.exit(1); });
