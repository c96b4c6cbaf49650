// Languages (#19): the first visit speaks the browser's language; switching mid-game keeps
// the game and changes every word on the screen.
const { GAMES } = require('./games.cjs');
const OTHERS = [['ko', '한국어'], ['pt-BR', 'Português'], ['hy', 'Հայերեն']];

// Words that read the same in every language: the product, the games' proper names in
// Portuguese, notation and key names.
const SAME = new Set(['Boardshelf', 'King-Square', 'King-Squares', 'Foursquare', 'Pegs', 'Jokers', 'Stacks', 'Blokus', 'Duo', 'Enter', 'English']);
// Portuguese words spelled as English ones.
const COGNATES = { 'pt-BR': new Set(['diagonal', 'bases', 'move', 'link', 'total', 'normal']) };

// The words of four letters or more on the screen (its visible text and its labels for
// screen readers), as a set.
async function words(page) {
  // The language switch names every language in its own words: left out.
  const text = await page.evaluate(() => {
    const select = document.querySelector('[data-testid="language"]');
    select.style.display = 'none';
    // What a screen reader says of the controls and the board counts too.
    const labels = [...document.querySelectorAll('[aria-label], [title]')].filter((e) => e !== select)
      .map((e) => (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('title') || ''));
    const text = document.body.innerText + '\n' + labels.join('\n');
    select.style.display = '';
    return text;
  });
  return new Set((text.match(/[A-Za-z][A-Za-z'’-]{3,}/g) || []).filter((w) => !SAME.has(w)));
}

// A game the computer plays on every seat, paused after a few moves with the rules open.
async function pausedGame(page, base, game) {
  await page.goto(base + '#/new/' + game);
  await page.waitForSelector('.seats select');
  for (const id of await page.$$eval('.seats select', (s) => s.map((x) => x.id))) {
    await page.selectOption('#' + id, 'easy');
  }
  await page.click('button[type=submit]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length >= 3, null, { timeout: 60000 });
  await page.click('button:has-text("Pause")');
  await page.click('button:has-text("Rules")');
  // A search started before the pause may still land one move.
  await page.waitForTimeout(1500);
}

// What the position is, in no language: the board's test hooks and the number of moves.
async function position(page) {
  return page.evaluate(() => {
    const board = document.querySelector('.board');
    const hooks = [...board.querySelectorAll('*')].map((e) =>
      [...e.attributes].filter((a) => a.name.startsWith('data-') || a.name === 'class').map((a) => a.value).join(' '));
    return { moves: document.querySelectorAll('[data-testid="history"] li').length, hooks: hooks.join('|') };
  });
}

const AXE = require('fs').readFileSync(require('path').join(require.resolve('axe-core'), '..', 'axe.min.js'), 'utf8');
async function seriousViolations(page) {
  await page.evaluate(AXE);
  const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0].target.join(' ')}`);
}

exports.tests = [
  ['every language passes the accessibility checks (home, setup, a game with its rules)', async ({ page, base, assertEq }) => {
    for (const [lang] of OTHERS) {
      await page.goto(base);
      await page.evaluate((l) => localStorage.setItem('boardshelf.lang', l), lang);
      await page.goto(base + '#/');
      await page.waitForSelector('.tagline');
      assertEq(await seriousViolations(page), [], `${lang} home`);
      await page.goto(base + '#/new/stacks');
      await page.waitForSelector('button[type=submit]');
      assertEq(await seriousViolations(page), [], `${lang} setup`);
      await page.click('button[type=submit]');
      await page.waitForSelector('.st-board');
      await page.click('button[aria-expanded]');
      assertEq(await seriousViolations(page), [], `${lang} game with rules`);
    }
  }],
  ['first visit: the browser\'s language is the page\'s (ko, pt, hy; fr gets English)', async ({ browser, base, assert, assertEq }) => {
    const english = await (async () => {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(base);
      const tagline = await page.textContent('.tagline');
      await context.close();
      return tagline;
    })();
    for (const [locale, lang] of [['ko-KR', 'ko'], ['pt-BR', 'pt-BR'], ['hy-AM', 'hy'], ['fr-FR', 'en']]) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(base);
      await page.waitForSelector('.tagline');
      assertEq(await page.evaluate(() => document.documentElement.lang), lang, `${locale}: <html lang>`);
      assertEq(await page.$eval('[data-testid="language"]', (s) => s.value), lang, `${locale}: the switch`);
      const tagline = await page.textContent('.tagline');
      assert((tagline === english) === (lang === 'en'), `${locale}: tagline ${tagline}`);
      await context.close();
    }
  }],
  ['a language chosen in the header is kept for the next visit, and says so to the browser', async ({ page, base, assert, assertEq }) => {
    await page.goto(base);
    await page.selectOption('[data-testid="language"]', 'ko');
    await page.waitForFunction(() => document.documentElement.lang === 'ko');
    assertEq((await page.textContent('.topbar nav a')).trim(), '저장된 게임', 'header in Korean');
    await page.reload();
    await page.waitForSelector('.tagline');
    assertEq(await page.evaluate(() => document.documentElement.lang), 'ko', 'after a reload');
    assertEq(await page.evaluate(() => document.querySelector('link[rel=manifest]').getAttribute('href')), 'manifest-ko.webmanifest', 'manifest');
    // Even the crash screen, written without the app, speaks Korean.
    await page.goto(base + '#/debug/panic');
    await page.waitForSelector('.crash h1');
    const crash = await page.textContent('.crash');
    assert(!/Something went wrong|Reload/.test(crash) && /[\uAC00-\uD7A3]/.test(crash), 'crash screen in Korean: ' + crash);
  }],
  ...GAMES.map((game) => [`switching language mid-game keeps the ${game} game and changes every word`, async ({ page, base, assert, assertEq, errors }) => {
    await pausedGame(page, base, game);
    const before = await position(page);
    const english = await words(page);
    assert(english.size > 40, `English words on screen: ${english.size}`);
    const left = [];
    for (const [lang, name] of OTHERS) {
      await page.selectOption('[data-testid="language"]', lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      assertEq(await position(page), before, `${lang}: the same position and moves`);
      const same = [...(await words(page))].filter((w) => english.has(w) && !(COGNATES[lang] || new Set()).has(w));
      if (same.length) left.push(`${name}: ${same.join(', ')}`);
    }
    assert(left.length === 0, `English left on screen: ${left.join(' / ')}`);
    await page.selectOption('[data-testid="language"]', 'en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assertEq(await position(page), before, 'back in English');
    assertEq(errors, [], 'no page errors');
  }]),
];
