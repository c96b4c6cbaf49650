// The app shell: home page, routes, error screens.
exports.tests = [
  ['home lists the five games', async ({ page, base, assertEq, errors }) => {
    await page.goto(base);
    await page.waitForSelector('.game-list');
    const cards = await page.$$eval('.game-card', (els) => els.map((e) => ({
      name: e.querySelector('h2').textContent,
      soon: !!e.querySelector('.badge'),
      play: !!e.querySelector('a.button'),
    })));
    assertEq(cards.length, 5, 'games listed');
    assertEq(cards.filter((c) => c.soon).length, 0, "every game is playable");
    assertEq(cards.find((c) => c.name === 'King-Square'), { name: 'King-Square', soon: false, play: true }, 'King-Square card');
    assertEq(errors, [], 'console errors');
  }],
  ['unknown routes and games show a message with a way home', async ({ page, base, assert }) => {
    await page.goto(base + '#/nowhere');
    await page.waitForSelector('.message-page');
    assert((await page.textContent('.message-page')).includes('nothing at this address'), 'not found text');
    await page.goto(base + '#/new/chess');
    await page.waitForFunction(() => document.querySelector('.message-page')?.textContent.includes('no game with this name'));
    await page.goto(base + '#/play/king-square/no-such-save');
    await page.waitForFunction(() => document.querySelector('.message-page')?.textContent.includes('does not exist'));
    await page.click('text=Home');
    await page.waitForSelector('.game-list');
  }],
  ['a panic shows the crash screen, never a blank page', async ({ page, base, assert, errors }) => {
    await page.goto(base);
    await page.waitForSelector('.game-list');
    await page.goto(base + '#/debug/panic');
    await page.waitForSelector('.crash');
    const text = await page.textContent('.crash');
    assert(text.includes('Something went wrong'), 'crash title');
    assert(text.includes('test panic requested'), 'crash detail');
    assert(await page.isVisible('.crash a[href="./"]'), 'way back');
    errors.length = 0; // the panic is logged on purpose
  }],
];
