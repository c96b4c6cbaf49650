// Keyboard only: a full turn of every game with keys alone, counting the key presses from
// the game screen's first paint (a report; a turn must take a handful, not dozens).

async function tabTo(page, keys, test, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    keys.n++;
    if (await page.evaluate(test)) return;
  }
  throw new Error('Tab never reached the element: ' + test);
}
async function press(page, keys, key) {
  await page.keyboard.press(key);
  keys.n++;
}
async function start(page, base, game) {
  await page.goto(base + '#/new/' + game);
  await page.click('button[type=submit]');
  await page.waitForSelector('.board');
  // Keys are counted from the top of the page, as a keyboard user arrives.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
}
const focused = (selector) => new Function(`return !!document.activeElement && document.activeElement.matches(${JSON.stringify(selector)})`);

const TURNS = [
  ['king-square', async (page, keys) => {
    await tabTo(page, keys, focused('.ks-board'));
    await press(page, keys, 'Enter');
    await page.waitForSelector('.ks-board .peg');
  }],
  ['foursquare', async (page, keys) => {
    await tabTo(page, keys, focused('.slot.legal'));
    await press(page, keys, 'Enter');
    await page.waitForSelector('.slot.has-pile');
    // The focus stays on the table for the next card.
    if (!(await page.evaluate(focused('.fs-board .slot')))) throw new Error('focus left the table');
    await press(page, keys, 'Tab');
    await press(page, keys, 'Enter');
    await page.waitForFunction(() => [...document.querySelectorAll('.slot.has-pile')].reduce((a, g) => a + +g.dataset.height, 0) === 2);
  }],
  ['stacks', async (page, keys) => {
    // The first points and cells the keyboard offers are the first-move trap: the warning
    // before it has its own test (boards.test.cjs).
    await page.evaluate(() => localStorage.setItem('boardshelf.stacks.warn', 'off'));
    await tabTo(page, keys, focused('#st-ring'));
    await press(page, keys, 'Enter');
    await page.waitForFunction(focused('#st-grid'));
    await press(page, keys, 'Enter');
    await page.waitForSelector('.disc');
  }],
  ['blokus', async (page, keys) => {
    await tabTo(page, keys, focused('.bk-piece'));
    await press(page, keys, 'Enter'); // the largest piece, shown where it fits
    await page.waitForFunction(focused('.bk-board'));
    await press(page, keys, 'Enter');
    await page.waitForSelector('.bk-cell');
  }],
  ['pegs-and-jokers', async (page, keys) => {
    await tabTo(page, keys, focused('[data-testid="pass-screen"] button'));
    await press(page, keys, 'Enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="hand"] .pj-card').length >= 3);
    // The cards in turn: one that moves hands the focus to its first peg (Enter plays it,
    // or a 7 or 9 asks whole or split); when no card can move, Discard is offered.
    await tabTo(page, keys, focused('.pj-card'));
    for (let i = 0; i < 6; i++) {
      await press(page, keys, 'Enter');
      if (await page.evaluate(focused('.pj-peg'))) {
        await press(page, keys, 'Enter');
        if (await page.$('[data-testid="split"]')) {
          await tabTo(page, keys, focused('[data-testid="split"] button'));
          await press(page, keys, 'Enter');
        }
        break;
      }
      if (await page.$('button:text-is("Discard")')) {
        await tabTo(page, keys, () => document.activeElement && document.activeElement.textContent === 'Discard');
        await press(page, keys, 'Enter');
        break;
      }
      await press(page, keys, 'Tab'); // the next card
    }
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length >= 1);
  }],
  ['blokus: R and F after a piece is picked with the mouse', async (page, keys) => {
    const ghost = () => page.$$eval('.bk-ghost rect', (g) => g.map((r) => r.getAttribute('x') + ',' + r.getAttribute('y')).sort().join(' '));
    await page.click('.bk-piece[data-piece="L4"]');
    await page.mouse.move(5, 5); // the pointer leaves the board: the keys act on the piece
    for (const key of ['r', 'f']) {
      const before = await ghost();
      await press(page, keys, key);
      await page.waitForFunction((b) => [...document.querySelectorAll('.bk-ghost rect')].map((r) => r.getAttribute('x') + ',' + r.getAttribute('y')).sort().join(' ') !== b, before);
    }
  }],
];

exports.tests = TURNS.map(([game, turn]) => [`keyboard only: a turn of ${game}`, async ({ page, base, assert }) => {
  await start(page, base, game.split(':')[0]);
  const keys = { n: 0 };
  await turn(page, keys);
  console.log(`     keys for a turn of ${game}: ${keys.n}`);
  assert(keys.n <= 24, `${game}: ${keys.n} key presses for a turn`);
}]);
