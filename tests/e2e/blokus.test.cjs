// Blokus in the browser: a 4-player game, a piece for each colour placed by clicking
// (one after a rotation), an illegal placement explained, and the game resumed after a reload.
const path = require('path');
const VIEW = 2 * 16 + 24 * 20;

async function clickCell(page, x, y) {
  const box = await page.locator('.bk-board').boundingBox();
  const s = box.width / VIEW;
  await page.mouse.click(box.x + (16 + 24 * (x + 0.5)) * s, box.y + (16 + 24 * (y + 0.5)) * s);
}
async function cells(page) {
  return page.$$eval('.bk-cell', (c) => c.map((g) => `${g.dataset.colour}:${g.dataset.x},${g.dataset.y}`).sort());
}
async function placeAt(page, piece, x, y, rotate = 0) {
  const n = (await cells(page)).length;
  await page.click(`.bk-piece[data-piece="${piece}"]`);
  for (let i = 0; i < rotate; i++) await page.click('text=Turn (R)');
  await clickCell(page, x, y);
  await page.waitForFunction((n) => document.querySelectorAll('.bk-cell').length > n, n);
}

exports.tests = [
  ['blokus: four colours placed by clicking, a rotation, an illegal spot explained, resumed after reload', async ({ page, base, assert, assertEq, errors, artifacts }) => {
    await page.goto(base + '#/new/blokus');
    await page.click('button[type=submit]');
    await page.waitForSelector('.bk-board');
    assertEq((await page.textContent('[data-testid="turn"]')).trim(), 'Blue to play', 'blue first');
    assertEq(await page.$$eval('.bk-piece:not([disabled])', (p) => p.length), 21, 'a full tray');
    // Blue: I2 turned upright, on the top-left corner.
    await placeAt(page, 'I2', 0, 0, 1);
    assertEq(await cells(page), ['blue:0,0', 'blue:0,1'], 'blue I2 placed upright');
    assertEq((await page.textContent('[data-testid="turn"]')).trim(), 'Yellow to play', 'yellow next');
    // Yellow tries the middle of the board: the ghost and the notice say why not.
    await page.click('.bk-piece[data-piece="I1"]');
    const box = await page.locator('.bk-board').boundingBox();
    await page.mouse.move(box.x + (16 + 24 * 5.5) * box.width / VIEW, box.y + (16 + 24 * 5.5) * box.width / VIEW);
    await page.waitForSelector('.bk-ghost.bad');
    assert((await page.textContent('[data-testid="ghost-status"]')).includes('first piece must cover its starting corner'), 'ghost reason');
    await clickCell(page, 5, 5);
    await page.waitForSelector('.notice.problem');
    assert((await page.textContent('[data-testid="notice"]')).includes('first piece must cover'), 'notice reason');
    await page.screenshot({ path: path.join(artifacts, 'blokus-illegal.png') });
    // Yellow, Red, Green on the other corners.
    await clickCell(page, 19, 0);
    await page.waitForFunction(() => document.querySelectorAll('.bk-cell').length === 3);
    await placeAt(page, 'I3', 18, 19);
    await placeAt(page, 'O4', 0, 18);
    const placed = await cells(page);
    assertEq(placed, ['blue:0,0', 'blue:0,1', 'green:0,18', 'green:0,19', 'green:1,18', 'green:1,19',
      'red:17,19', 'red:18,19', 'red:19,19', 'yellow:19,0'], 'all four colours on the board');
    assertEq(await page.$$eval('.bk-piece.used', (p) => p.length), 1, "blue's tray shows I2 used");
    assert((await page.textContent('[data-testid="scoreboard"]')).includes('Blue: 2 placed · −87 (87 squares left)'), 'live score');
    // Blue's second piece must touch its corner: the ghost goes green at (1,2).
    await page.click('.bk-piece[data-piece="I1"]');
    await page.mouse.move(box.x + (16 + 24 * 1.5) * box.width / VIEW, box.y + (16 + 24 * 2.5) * box.width / VIEW);
    await page.waitForSelector('.bk-ghost.ok');
    await page.screenshot({ path: path.join(artifacts, 'blokus.png') });
    await page.reload();
    await page.waitForSelector('.bk-cell');
    assertEq(await cells(page), placed, 'resumed after reload');
    assertEq((await page.textContent('[data-testid="turn"]')).trim(), 'Blue to play', 'turn after reload');
    assertEq(errors, [], 'console errors');
  }],
];
