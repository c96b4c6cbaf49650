// Does the work a click costs grow with the game's length? Opens generated Stacks games of
// 1 to 4,000 moves (examples/long_game.rs: random moves that avoid ending the game) in
// headless Chromium and times, from a click to the frame after it, the buttons that redraw
// the whole game screen: Undo and Redo (a move taken back and played again, saved each
// time), a step back and the last move. A measuring tool, not a test: it prints the
// medians and the worst click per length.
//
//   . scripts/tools.sh && trunk build --release && node scripts/long_game_bench.cjs [lengths…]
//   DIST=/path/to/other/dist node scripts/long_game_bench.cjs    (another build, side by side)
const { execFileSync } = require('child_process');
const path = require('path');
const { serve, launch, DIST } = require('../tests/e2e/harness.cjs');

const ROOT = path.resolve(__dirname, '..');
const LENGTHS = process.argv.slice(2).map(Number).filter((n) => n >= 0);
const ROUNDS = 9;

function record(plies) {
  const out = execFileSync('cargo', ['run', '--quiet', '--profile', 'test', '--example', 'long_game', '--',
    'stacks', String(plies), '1'], { cwd: ROOT, maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.toString());
}

// Milliseconds from the click to the frame after it (the frame's own work included).
async function timedClick(page, label) {
  return page.evaluate((label) => new Promise((done) => {
    const button = findButton(label);
    const start = performance.now();
    button.click();
    requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
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
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, sel] of Object.entries(clicks)) {
      if (await page.evaluate((l) => !findButton(l) || findButton(l).disabled, sel)) continue;
      times[name].push(await timedClick(page, sel));
      await page.waitForTimeout(50);
    }
  }
  await page.close();
  return times;
}

async function main() {
  const server = await serve(process.env.DIST || DIST); // DIST=other/dist compares builds
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch();
  console.log(`load: ${require('os').loadavg().map((l) => l.toFixed(2)).join(' ')}; ${ROUNDS} clicks of each kind`);
  for (const plies of LENGTHS.length ? LENGTHS : [1, 1000, 2000, 4000]) {
    const times = await measure(browser, base, plies);
    const all = Object.values(times).flat();
    const parts = Object.entries(times).filter(([, t]) => t.length)
      .map(([k, t]) => `${k} ${median(t).toFixed(1)}`).join(', ');
    console.log(`${String(plies).padStart(5)} moves: median ${median(all).toFixed(1)} ms, worst ${Math.max(...all).toFixed(1)} ms (${parts})`);
  }
  await browser.close();
  server.close();
}

main().catch((e) => { console.error(e); process.exit(1); });
