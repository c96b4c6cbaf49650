// No page is wider than a phone (#28 item 5): every screen, in every language, at 390 px.
const GAMES = ['king-square', 'foursquare', 'pegs-and-jokers', 'stacks', 'blokus'];
const LANGS = ['en', 'ko', 'pt-BR', 'hy'];

/// How far the page reaches beyond the viewport, and the widest elements doing it.
async function overflow(page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} (${Math.round(e.getBoundingClientRect().right)} px)`);
    return { scroll: document.documentElement.scrollWidth, width, wide };
  });
}

/// Choices whose shown text does not fit their box ("Computer (mediu…", #28 item 11): the
/// selected option's text measured in the select's font against its room less the arrow.
async function cutChoices(page) {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    return [...document.querySelectorAll('select')].filter((s) => s.offsetParent).flatMap((s) => {
      const style = getComputedStyle(s);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = s.selectedOptions[0] ? s.selectedOptions[0].textContent : '';
      const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      const need = ctx.measureText(text).width;
      return need > room ? [`"${text}" needs ${Math.round(need)} px of ${Math.round(room)}`] : [];
    });
  });
}

exports.tests = [
  ['no choice on a setup screen is cut off on a phone, in any language, seats played by computers', async ({ page, base, assert }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = [];
    for (const lang of LANGS) {
      await page.goto(base + '#/');
      await page.evaluate((l) => localStorage.setItem('boardshelf.lang', l), lang);
      for (const g of GAMES) {
        await page.goto(base + `#/new/${g}`);
        await page.waitForSelector('button[type=submit]');
        // Every seat but the first to the computer (a solitaire has no seats to give).
        if (await page.$('[data-testid="vs-computer"]')) await page.click('[data-testid="vs-computer"]');
        for (const cut of await cutChoices(page)) problems.push(`${lang} ${g}: ${cut}`);
      }
    }
    assert(problems.length === 0, 'cut off:\n' + problems.join('\n'));
  }],
  ['no screen is wider than 390 px, in any language', async ({ page, base, assert, artifacts }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const screens = ['#/', '#/saves', '#/nowhere', '#/new/chess', '#/play/king-square?r=AQA'];
    for (const g of GAMES) screens.push(`#/new/${g}`);
    const problems = [];
    for (const lang of LANGS) {
      await page.goto(base + '#/');
      await page.evaluate((l) => localStorage.setItem('boardshelf.lang', l), lang);
      await page.reload();
      await page.waitForFunction((l) => document.documentElement.lang.startsWith(l.slice(0, 2)), lang);
      const visit = async (name) => {
        await page.waitForTimeout(150);
        const o = await overflow(page);
        if (o.scroll > o.width) problems.push(`${lang} ${name}: ${o.scroll} px (${o.wide.join(', ')})`);
      };
      for (const hash of screens) {
        await page.goto(base + hash);
        await page.waitForSelector('main, section, .message-page');
        await visit(hash);
        if (lang === 'hy' && hash === '#/new/foursquare') {
          await page.screenshot({ path: require('path').join(artifacts, 'setup-foursquare-hy-390.png'), fullPage: true });
        }
      }
      // Every game, started, with its rules open.
      for (const g of GAMES) {
        await page.goto(base + `#/new/${g}`);
        await page.click('button[type=submit]');
        await page.waitForSelector('.board-area');
        await visit(`${g} game`);
        await page.click('.controls button[aria-expanded]');
        await visit(`${g} rules`);
      }
    }
    assert(problems.length === 0, 'pages wider than the phone:\n' + problems.join('\n'));
  }],
  ['a link with an absurdly long game id keeps the page as wide as the phone', async ({ page, base, assert }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(base + '#/play/' + 'x'.repeat(60000) + '?r=AQA');
    await page.waitForSelector('.message-page, section');
    const o = await overflow(page);
    assert(o.scroll <= o.width, `${o.scroll} px wide (${o.wide.join(', ')})`);
  }],
];
