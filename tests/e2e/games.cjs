// The games of the built app, in the registry's order (`src/games/mod.rs`): the harness
// reads them from the home page's cards before it loads any test file, so no test keeps a
// list of its own and a new game's folder is picked up by every test that covers all games.
const GAMES = [];

// Fills GAMES from the app served at `base` (called once by the harness).
async function readGames(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base + '#/');
  await page.waitForSelector('.game-card[data-game]');
  const ids = await page.$$eval('.game-card[data-game]', (cards) => cards.map((c) => c.dataset.game));
  await context.close();
  GAMES.splice(0, GAMES.length, ...ids);
  return GAMES;
}

module.exports = { GAMES, readGames };
