// Does the work a click costs grow with the game's length? Opens generated Stacks games of
// 1 to 4,000 moves (examples/long_game.rs: random moves that avoid ending the game) in
// headless Chromium and times, from a click to the frame after it, the buttons that redraw
// the whole game screen: Undo and Redo (a move taken back and played again, saved each
// time), a step back and the last move. A measuring tool, not a test: it prints the
// medians and the worst click per length, to the frame painted and, after it, until the work
// the click left for later (the save, written once the frame is drawn) is done as well.
//
//   . scripts/tools.sh && trunk build --release && node scripts/long_game_bench.cjs [lengths…]
//   DIST=/path/to/other/dist node scripts/long_game_bench.cjs    (another build, side by side)
const { execFileSync } = require('child_process');
const path = require('path');
const { serve, launch, DIST } = require('../tests/e2e/harness.cjs');

const ROOT = path.resolve(__dirname, '..');
const LENGTHS = process.argv.slice(2).map(Number).filter((n) => n >= 0);
const ROUNDS = Number(process.env.ROUNDS) || 9; // ROUNDS=25 for steadier medians

function record(plies) {
  const out = execFileSync('cargo', ['run', '--quiet', '--profile', 'test', '--example', 'long_game', '--',
    'stacks', String(plies), '1'], { cwd: ROOT, maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.toString());
}

// Milliseconds from the click to the frame after it (the frame's own work included), and
// to the end of what the click queued behind that frame (the save).
async function timedClick(page, label) {
  return page.evaluate((label) => new Promise((done) => {
    const button = findButton(label);
    const start = performance.now();
    let frame;
    // Asked before the click, so it runs ahead of what the click queues for after the frame.
    requestAnimationFrame(() => setTimeout(() => { frame = performance.now() - start; }, 0));
    button.click();
    requestAnimationFrame(() => setTimeout(() => setTimeout(() => done([frame, performance.now() - start]), 0), 0));
  }), label);
}

// The game screen's button with this text or label (English, the default language).
const FIND = `window.findButton = (label) => [...document.querySelectorAll('button')]
  .find((b) => b.textContent.trim() === label || b.getAttribute('aria-label') === label);`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(browser, base, plies) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const id = `long-${plies}`;
  const envelope = { format: 1, id, game: 'stacks', finished: false, created: 0, updated: 0,
    record: record(plies), seats: [null, null] };
  await page.goto(base);
  await page.evaluate((e) => {
    localStorage.setItem('boardshelf.stacks.warn', 'off');
    localStorage.setItem('boardshelf.save.' + e.id, JSON.stringify(e));
  }, envelope);
  await page.goto(base + `#/play/stacks/${id}`);
  await page.waitForSelector('.st-board');
  await page.waitForTimeout(500);
  await page.evaluate(FIND);
  const clicks = { undo: 'Undo', redo: 'Redo', back: 'Previous move', last: 'Last move' };
  const times = Object.fromEntries(Object.keys(clicks).map((k) => [k, []]));
  const settled = Object.fromEntries(Object.keys(clicks).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, sel] of Object.entries(clicks)) {
      if (await page.evaluate((l) => !findButton(l) || findButton(l).disabled, sel)) continue;
      const [frame, done] = await timedClick(page, sel);
      times[name].push(frame);
      settled[name].push(done);
      await page.waitForTimeout(50);
    }
  }
  await page.close();
  return { times, settled };
}

// "median m ms, worst w ms (undo u, redo r, …)" over one measure of every click.
function line(times) {
  const all = Object.values(times).flat();
  const parts = Object.entries(times).filter(([, t]) => t.length)
    .map(([k, t]) => `${k} ${median(t).toFixed(1)}`).join(', ');
  return `median ${median(all).toFixed(1)} ms, worst ${Math.max(...all).toFixed(1)} ms (${parts})`;
}

async function main() {
  const server = await serve(process.env.DIST || DIST); // DIST=other/dist compares builds
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch();
  console.log(`load: ${require('os').loadavg().map((l) => l.toFixed(2)).join(' ')}; ${ROUNDS} clicks of each kind`);
  for (const plies of LENGTHS.length ? LENGTHS : [1, 1000, 2000, 4000]) {
    const { times, settled } = await measure(browser, base, plies);
    console.log(`${String(plies).padStart(5)} moves: to the frame: ${line(times)}`);
    console.log(`${' '.repeat(12)}and the save: ${line(settled)}`);
  }
  await browser.close();
  server.close();
}

main().catch((e) => { console.error(e); process.exit(1); });
