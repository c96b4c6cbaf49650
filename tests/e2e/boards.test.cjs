// Boards that explain themselves (#16): every board draws the names the move list uses.
const VIEW = 2 * 16 + 24 * 20;

async function newGame(page, base, game) {
  await page.goto(base + '#/new/' + game);
  await page.click('button[type=submit]');
}
async function lastMove(page) {
  return (await page.textContent('[data-testid="history"] li:last-child')).trim();
}
// The texts drawn on a board, as a set.
async function drawn(page, selector) {
  return new Set(await page.$$eval(selector, (t) => t.map((x) => x.textContent.trim())));
}
function hasAll(assert, set, names, what) {
  const missing = names.filter((n) => !set.has(n));
  assert(missing.length === 0, `${what}: not drawn: ${missing.join(' ')}`);
}
const letters = (n) => [...Array(n)].map((_, i) => String.fromCharCode(65 + i));
const numbers = (n) => [...Array(n)].map((_, i) => String(i + 1));

exports.tests = [
  ['coordinates: every board draws the names its moves are given (#16 item 1)', async ({ page, base, assert, assertEq }) => {
    // Blokus: A–T along the top, 1–20 down the side; "Blue: I1 at A1".
    await newGame(page, base, 'blokus');
    await page.waitForSelector('.bk-board');
    hasAll(assert, await drawn(page, '.bk-board .coord'), [...letters(20), ...numbers(20)], 'Blokus');
    await page.click('.bk-piece[data-piece="I1"]');
    const box = await page.locator('.bk-board').boundingBox();
    const s = box.width / VIEW;
    await page.mouse.click(box.x + (16 + 12) * s, box.y + (16 + 12) * s);
    await page.waitForSelector('[data-testid="history"] li');
    assertEq(await lastMove(page), 'Blue: I1 at A1', 'Blokus move');
    // Stacks: A–G and 1–7 round the grid, every edge point's name ("N3") beyond it.
    await newGame(page, base, 'stacks');
    await page.waitForSelector('.st-board');
    const points = await page.$$eval('.st-board .point', (p) => p.map((x) => x.dataset.point));
    hasAll(assert, await drawn(page, '.st-board .coord'), [...letters(7), ...numbers(7), ...points], 'Stacks');
    assertEq(points.length, 32, 'every point named');
    // Foursquare: every spot shows its name; the first card goes to D4.
    await newGame(page, base, 'foursquare');
    await page.waitForSelector('.fs-board .slot.legal');
    hasAll(assert, await drawn(page, '.fs-board .spot-name'), ['D4'], 'Foursquare first spot');
    await page.click('.slot.legal');
    await page.waitForSelector('[data-testid="history"] li');
    assert((await lastMove(page)).endsWith('at D4'), await lastMove(page));
    const spots = await page.$$eval('.fs-board .slot', (g) => g.map((x) => x.querySelector('.spot-name').textContent));
    assertEq(spots.length, 5, 'the pile and four spots beside it');
    assert(spots.includes('D3') && spots.includes('C4') && spots.includes('E4') && spots.includes('D5'), spots.join(' '));
    // Pegs and Jokers: every sixth hole of the track numbered outside it (T0, T6, …).
    for (const players of [4, 8]) {
      await page.goto(base + '#/new/pegs-and-jokers');
      await page.selectOption('#opt-players', String(players));
      await page.click('button[type=submit]');
      await page.waitForSelector('.pj-board');
      const holes = await page.$$eval('.pj-hole[data-hole]', (h) => h.length);
      const names = [...Array(holes / 6)].map((_, i) => `T${i * 6}`);
      hasAll(assert, await drawn(page, '.pj-number'), names, `Pegs and Jokers, ${players} players`);
    }
  }],
];
