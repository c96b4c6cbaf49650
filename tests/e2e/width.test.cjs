// No page is wider than a phone (#28 item 5): every screen, in every language, at 390 px.
const { GAMES } = require('./games.cjs');
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

/// Text a player cannot read whole (#60 item 12): cut with "…" (text-overflow), clamped to
/// fewer lines than it needs (line-clamp), or clipped by a box that hides its overflow; and
/// any choice of a select (the closed select shows one) wider than the select's room.
async function cutWords(page) {
  return page.evaluate(() => {
    const cut = [];
    const name = (e) => `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : ''}`;
    const clips = (v) => v === 'hidden' || v === 'clip';
    for (const e of document.querySelectorAll('body *')) {
      if (!(e instanceof HTMLElement) || e.tagName === 'SELECT' || e.tagName === 'OPTION') continue;
      const style = getComputedStyle(e);
      const box = e.getBoundingClientRect();
      // Unseen, or hidden on purpose for screen readers (.visually-hidden).
      if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden' || style.clipPath !== 'none') continue;
      const text = e.textContent.trim();
      // The notice above the board (the last move, or those that came) keeps two lines so the
      // board holds still; its whole text is its title and the move list's.
      if (!text || e.matches('.notice')) continue;
      const clamp = style.webkitLineClamp && style.webkitLineClamp !== 'none';
      if ((style.textOverflow === 'ellipsis' || clips(style.overflowX)) && e.scrollWidth > e.clientWidth + 1) {
        cut.push(`${name(e)} cut across (${e.scrollWidth} of ${e.clientWidth} px): "${text.slice(0, 90)}"`);
      }
      if ((clamp || clips(style.overflowY)) && e.scrollHeight > e.clientHeight + 1) {
        cut.push(`${name(e)} cut short (${e.scrollHeight} of ${e.clientHeight} px): "${text.slice(0, 90)}"`);
      }
    }
    const ctx = document.createElement('canvas').getContext('2d');
    for (const s of document.querySelectorAll('select')) {
      if (!s.offsetParent) continue;
      const style = getComputedStyle(s);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The room for the shown choice: the select less its padding, border and arrow.
      const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      for (const o of s.options) {
        const need = ctx.measureText(o.textContent).width;
        if (need > room) cut.push(`select#${s.id || name(s)}: "${o.textContent}" needs ${Math.round(need)} px of ${Math.round(room)}`);
      }
    }
    return cut;
  });
}

/// A game's screens a player goes through, each looked at: its setup (and with the computer
/// playing the other seats), the game at its start, and its first steps.
const STEPS = {
  'king-square': async (page, look) => {
    await page.click('#ks-9-9');
    await look('a peg tapped');
  },
  'foursquare': async (page, look) => {
    await page.click('.slot.legal');
    await look('a card placed');
  },
  'stacks': async (page, look) => {
    await page.evaluate(() => localStorage.setItem('boardshelf.stacks.warn', 'off'));
    await page.click('.st-board .point.playable');
    await look('a pawn step');
  },
  'blokus': async (page, look) => {
    await page.click('.bk-piece[data-piece="I5"]');
    await look('a piece picked');
    // The ghost where it may not go: the reason is said. Up to the board first (a pick from
    // the tray leaves the page where it is).
    await page.$eval('.bk-board', (b) => b.scrollIntoView({ block: 'center' }));
    const box = await page.locator('.bk-board').boundingBox();
    const view = 2 * 16 + 24 * 20;
    await page.mouse.move(box.x + (16 + 24 * 9.5) * box.width / view, box.y + (16 + 24 * 9.5) * box.width / view);
    await page.waitForSelector('.bk-ghost.bad');
    await look('a piece where it may not go');
    await page.mouse.click(box.x + (16 + 24 * 9.5) * box.width / view, box.y + (16 + 24 * 9.5) * box.width / view);
    await look('a piece refused');
  },
  'pegs-and-jokers': async (page, look) => {
    const pass = await page.$('[data-testid="pass-screen"] button');
    if (pass) await pass.click();
    await page.waitForSelector('[data-testid="hand"] .pj-card');
    await look('the hand shown');
    await page.click('[data-testid="hand"] .pj-card');
    await look('a card picked');
  },
};

exports.tests = [
  ['no word is cut on any setup or game screen, every prompt and every choice, in every language, phone and laptop (#60 item 12)', async ({ page, base, assert, artifacts }) => {
    page.setDefaultTimeout(20000);
    const problems = new Set();
    for (const [w, h] of [[390, 844], [1366, 768]]) {
      await page.setViewportSize({ width: w, height: h });
      for (const lang of LANGS) {
        await page.goto(base + '#/');
        await page.evaluate((l) => localStorage.setItem('boardshelf.lang', l), lang);
        await page.reload();
        await page.waitForFunction((l) => document.documentElement.lang.startsWith(l.slice(0, 2)), lang);
        const look = async (where) => {
          await page.waitForTimeout(100);
          for (const cut of await cutWords(page)) problems.add(`${w}px ${lang} ${where}: ${cut}`);
        };
        for (const g of GAMES) {
          await page.goto(base + `#/new/${g}`);
          await page.waitForSelector('button[type=submit]');
          await look(`${g} setup`);
          await page.click('button[type=submit]');
          await page.waitForSelector('.board-area .board');
          await look(`${g} game`);
          // Screens only that game has (a game without any here is covered by the rest).
          if (STEPS[g]) await STEPS[g](page, (what) => look(`${g} ${what}`));
          await page.click('.controls button[aria-expanded]');
          await look(`${g} rules`);
          // Against the computer: its seats' choices, its turns' words.
          await page.goto(base + `#/new/${g}`);
          await page.waitForSelector('button[type=submit]');
          if (await page.$('[data-testid="vs-computer"]')) {
            await page.click('[data-testid="vs-computer"]');
            await look(`${g} setup against the computer`);
          }
          await page.click('button[type=submit]');
          await page.waitForSelector('.board-area .board');
          await look(`${g} game against the computer`);
          if (lang === 'hy' && w === 390 && g === 'blokus') {
            await page.screenshot({ path: require('path').join(artifacts, 'words-blokus-hy-390.png') });
          }
        }
      }
    }
    assert(problems.size === 0, `${problems.size} cut:\n` + [...problems].join('\n'));
  }],
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
