// A small browser-test harness: serves dist/ on localhost, drives the system Chromium with
// playwright-core (no browser download), runs named tests and reports failures.
// Run through scripts/test.sh, which installs playwright-core and builds dist/ first.
const http = require('http');
const fs = require('fs');
const path = require('path');
const os = require('os');
const zlib = require('zlib');
const net = require('net');
const { execFileSync } = require('child_process');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const ARTIFACTS = path.join(__dirname, 'artifacts');
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.ico': 'image/x-icon',
};

function serve(dir) {
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(req.url.split('?')[0]);
    let file = path.join(dir, url);
    if (!file.startsWith(dir)) { res.writeHead(403); return res.end(); }
    if (url.endsWith('/')) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); return res.end('not found'); }
      const headers = { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' };
      // Compressed as any static host would (the page-load timings depend on it).
      if (/\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        data = zlib.gzipSync(data, { level: 9 });
        headers['Content-Encoding'] = 'gzip';
      }
      res.writeHead(200, headers);
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    // Loopback ICE candidates, for the live tests: their namespace has no other address.
    // (No --disable-features=WebRtcHideLocalIpsWithMdns: the camera and microphone
    // permissions of liveContext already show real addresses, and a second
    // --disable-features would replace Playwright's own list, not add to it.)
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--allow-loopback-in-peer-connection'],
  });
}

// A browser context for a live game's device. Chromium gathers no ICE candidate for a page
// without the camera or microphone permission when the machine has only loopback (it hides
// local addresses from pages that have not been given media devices).
async function liveContext(browser, options = {}) {
  const permissions = ['camera', 'microphone', ...(options.permissions || [])];
  return browser.newContext({ viewport: { width: 1100, height: 900 }, ...options, permissions });
}

// The local MQTT broker of scripts/with-broker.sh, from its environment. Any use without it
// fails with a sentence saying how to run the test (a live test never skips silently).
const broker = (() => {
  let pid = Number(process.env.LIVE_BROKER_PID);
  const need = () => {
    if (!process.env.LIVE_BROKER) {
      throw new Error('no local broker (LIVE_BROKER is not set): run the live tests through '
        + 'scripts/with-broker.sh, e.g. scripts/with-broker.sh node tests/e2e/harness.cjs FILE');
    }
    return process.env.LIVE_BROKER;
  };
  const port = () => Number(new URL(need()).port);
  return {
    get available() { return Boolean(process.env.LIVE_BROKER); },
    get url() { return need(); },
    // Stops the broker (as if it went away mid-game) and waits until its port refuses.
    async stop() {
      need();
      try { process.kill(pid, 'SIGTERM'); } catch (e) { /* already gone */ }
      await waitForPort(port(), false);
    },
    // Starts it again (same address), once it listens.
    async start() {
      need();
      pid = Number(execFileSync(process.env.LIVE_BROKER_START, { encoding: 'utf8' }).trim());
      await waitForPort(port(), true);
    },
  };
})();

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}
async function waitForPort(port, open) {
  for (let i = 0; i < 100; i++) {
    if (await portOpen(port) === open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the broker's port ${port} did not ${open ? 'open' : 'close'} within 10 s`);
}

function assert(cond, message) {
  if (!cond) throw new Error('assertion failed: ' + message);
}
function assertEq(actual, expected, message) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

// A page on a phone-like connection and CPU (DevTools' "Fast 3G", CPU 4× slower), cold:
// its context is fresh. Gives the page's DevTools session.
async function phoneLike(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

// A game's own app reloads the page for an address it does not show (index.html), as a
// person's click on a link would: a test's `goto` of such an address (the hash alone
// changes) then returns once the reloaded page has loaded, not before.
function waitForReloads(page) {
  const proto = Object.getPrototypeOf(page);
  if (proto.boardshelfGoto) return;
  proto.boardshelfGoto = proto.goto;
  proto.goto = async function (url, options) {
    const here = new URL(this.url() === 'about:blank' ? url : this.url());
    const there = new URL(url, here);
    const sameDocument = here.href.split('#')[0] === there.href.split('#')[0];
    const reloads = sameDocument && await this.evaluate((hash) =>
      typeof boardshelfReloadsFor === 'function' && boardshelfReloadsFor(hash), there.hash).catch(() => false);
    if (!reloads) return this.boardshelfGoto(url, options);
    const loaded = this.waitForEvent('load');
    await this.boardshelfGoto(url, options);
    await loaded;
    return null;
  };
}

// Runs every test file given; each exports `tests`: [[name, async (ctx) => {...}], ...].
async function main(files) {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/index.html is missing: build the app first (scripts/test.sh does).');
    process.exit(2);
  }
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // Screenshots of failures from an earlier run would mislead: start without them.
  for (const f of fs.readdirSync(ARTIFACTS)) if (f.startsWith('FAILED-')) fs.unlinkSync(path.join(ARTIFACTS, f));
  const server = await serve(DIST);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch();
  // The list of games every test file reads (games.cjs), before any is loaded.
  await require('./games.cjs').readGames(browser, base);
  let failed = 0, passed = 0;
  for (const file of files) {
    for (const [name, fn] of require(path.resolve(file)).tests) {
      const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
      const page = await context.newPage();
      waitForReloads(page);
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      page.setDefaultTimeout(10000);
      const started = Date.now();
      try {
        await fn({ page, context, browser, base, errors, artifacts: ARTIFACTS, assert, assertEq });
        passed++;
        console.log(`ok   ${name} (${Date.now() - started} ms)`);
      } catch (e) {
        failed++;
        console.log(`FAIL ${name}\n     ${e.message.split('\n').join('\n     ')}`);
        if (errors.length) console.log('     page errors: ' + errors.join(' | '));
        const shot = path.join(ARTIFACTS, `FAILED-${name.replace(/\W+/g, '_')}.png`);
        await page.screenshot({ path: shot }).catch(() => {});
        console.log(`     screenshot: ${shot}`);
      }
      await context.close();
    }
  }
  await browser.close();
  server.close();
  console.log(`\nbrowser tests: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

module.exports = { main, assert, assertEq, serve, launch, liveContext, broker, phoneLike, DIST };

if (require.main === module) {
  const files = process.argv.slice(2);
  const all = files.length ? files : fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.cjs'))
    .sort().map((f) => path.join(__dirname, f));
  main(all).catch((e) => { console.error(e); process.exit(1); });
}
