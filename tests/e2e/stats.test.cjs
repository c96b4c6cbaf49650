// Statistics for every game (#30): a game finished here counts once in the line of its
// opponent and table, with the game's own figures, shown on the game's new-game screen.
const fs = require('fs');
const path = require('path');

const load = (name) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'golden', name), 'utf8'));

// game, finished record, seats (the last mover, seat 1, is played here), table, a figure's name.
const GAMES = [
  ['king-square', 'king-square-finished-record.json', ['Easy', null], 2, 'King-Squares made a game'],
  ['pegs-and-jokers', 'pegs-and-jokers-finished-record.json', ['Easy', null, 'Easy', 'Easy'], 4, 'Rounds a game'],
  ['stacks', 'stacks-finished-record.json', ['Easy', null], 2, 'Won by a path'],
  ['blokus', 'blokus-duo-finished-record.json', ['Easy', null], 2, 'Average score'],
];

async function save(page, base, game, id, record, seats, finished) {
  const envelope = { format: 1, id, game, finished, created: 0, updated: 0, record, seats };
  await page.goto(base);
  await page.evaluate((e) => localStorage.setItem('boardshelf.save.' + e.id, JSON.stringify(e)), envelope);
  await page.goto(base + `#/play/${game}/${id}`);
}

/// The last move taken back and played again: the game ends here.
async function finishAgain(page) {
  await page.waitForSelector('.game-over');
  await page.click('button:text-is("Undo")');
  await page.waitForSelector('.game-over', { state: 'detached' });
  await page.click('button:text-is("Redo")');
  await page.waitForSelector('.game-over');
  return (await page.textContent('[data-testid="verdict"]')).trim();
}

async function statsRows(page, game) {
  await page.goto(page.url().split('#')[0] + `#/new/${game}`);
  await page.waitForSelector('[data-testid="stats"]');
  return page.$$eval('[data-testid="stats-line"]', (lines) => lines.map((l) => ({
    title: l.querySelector('h3').textContent,
    bar: l.querySelector('svg').getAttribute('aria-label'),
    rows: Object.fromEntries([...l.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt').textContent, d.querySelector('dd').textContent])),
  })));
}

exports.tests = [
  ...GAMES.map(([game, file, seats, players, figure]) => [
    `stats: ${game}: a game finished here counts once, against the computer at its table, with its own figures`,
    async ({ page, base, assert, assertEq, errors }) => {
      await save(page, base, game, 'st-' + game, load(file), seats, true);
      const verdict = await finishAgain(page);
      assert(['You win!', 'You lose'].includes(verdict), 'a verdict: ' + verdict);
      let lines = await statsRows(page, game);
      assertEq(lines.length, 1, 'one line');
      const [line] = lines;
      assertEq(line.title, `Computer (easy) · ${players} players`, 'its opponent and table');
      const won = verdict === 'You win!' ? '1' : '0';
      assertEq([line.rows['Played'], line.rows['Won'], line.rows['Lost']], ['1', won, won === '1' ? '0' : '1'], 'played, won, lost');
      assert(line.rows[figure] !== undefined && line.rows[figure] !== '–', `${figure}: ${line.rows[figure]}`);
      assert(line.bar.startsWith(`Won ${won}`), 'the bar says it: ' + line.bar);
      // The same game finished again is not counted again.
      await page.goto(base + `#/play/${game}/st-${game}`);
      await finishAgain(page);
      lines = await statsRows(page, game);
      assertEq(lines[0].rows['Played'], '1', 'counted once');
      // Kept in the backup file.
      const backup = await page.evaluate(() => localStorage.getItem('boardshelf.stats.' + location.hash.split('/').pop()));
      assert(backup && JSON.parse(backup).lines.length === 1, 'stored with the other statistics');
      assertEq(errors, [], 'console errors');
    },
  ]),
  ['stats: foursquare: the last card placed here counts the deal in its table, as before', async ({ page, base, assertEq, errors }) => {
    const record = load('foursquare-finished-record.json');
    record.moves.pop();
    await save(page, base, 'foursquare', 'st-fs', record, [null], false);
    await page.waitForSelector('.slot.legal');
    await page.click('.slot.legal');
    await page.waitForSelector('.game-over');
    await page.goto(base + '#/new/foursquare');
    await page.waitForSelector('[data-testid="stats"]');
    const rows = await page.$$eval('[data-testid="stats"] dl > div', (d) => d.map((x) => x.querySelector('dt').textContent + ' ' + x.querySelector('dd').textContent));
    assertEq(rows[0], 'Played 1', 'the deal counted');
    assertEq(errors, [], 'console errors');
  }],
  ['stats: foursquare: statistics damaged twice still count every deal, keep each copy, and can be cleared (#60 item 14)', async ({ page, base, assert, assertEq, errors }) => {
    const record = load('foursquare-finished-record.json');
    record.moves.pop();
    const deal = async (id) => {
      await save(page, base, 'foursquare', id, record, [null], false);
      await page.waitForSelector('.slot.legal');
      await page.click('.slot.legal');
      await page.waitForSelector('.game-over');
    };
    await page.goto(base);
    await page.evaluate(() => localStorage.setItem('boardshelf.stats.foursquare', '{"played": 7, oops'));
    await deal('st-d1');
    await page.evaluate(() => localStorage.setItem('boardshelf.stats.foursquare', 'again!'));
    await deal('st-d2');
    await page.goto(base + '#/new/foursquare');
    await page.waitForSelector('[data-testid="stats"]');
    const played = await page.$$eval('[data-testid="stats"] dl > div', (d) => d.map((x) => x.querySelector('dt').textContent + ' ' + x.querySelector('dd').textContent));
    assertEq(played[0], 'Played 1', 'the deal after the second damage counted');
    const said = await page.textContent('[data-testid="stats-damaged"]');
    assert(said.includes('could not be read, 2 times') && said.includes('Each damaged copy is kept aside'), said);
    const aside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.damaged.stats.foursquare')).sort()
      .map((k) => localStorage.getItem(k)));
    assertEq(aside, ['{"played": 7, oops', 'again!'], 'each damaged copy kept');
    await page.click('[data-testid="clear-damaged-stats"]');
    await page.waitForSelector('[data-testid="stats-damaged"]', { state: 'detached' });
    assertEq(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardshelf.damaged.')).length), 0, 'cleared');
    assertEq((await page.$$eval('[data-testid="stats"] dl > div dd', (d) => d.map((x) => x.textContent)))[0], '1', 'the figures counted since stay');
    assertEq(errors, [], 'console errors');
  }],
];
