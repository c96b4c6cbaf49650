// The new-game screen's steps shared by the browser tests and scripts/live-bench.cjs: a
// King-Square game set up as a player does it (open the screen, choose the options, say who
// plays each seat, start), and "Play live" on the game screen. Not a test file itself.

// A new King-Square game: `players` (2 or 4; the screen's default when not given), the board
// `size` and the `target` score, and `seats` (seat number → "friend", "easy", …; the seats not
// named stay as the screen has them). `live`: started with the new-game screen's "Play live"
// (then the live panel is open) instead of the ordinary start.
async function newKingSquare(page, base, { players, size = 4, target = 1, seats = { 1: 'friend' }, live = false } = {}) {
  await page.goto(base + '#/new/king-square');
  if (players) await page.selectOption('#opt-players', String(players));
  for (const [id, value] of [['#opt-size', size], ['#opt-target', target]]) {
    await page.fill(id, String(value));
    await page.dispatchEvent(id, 'change');
  }
  for (const [seat, who] of Object.entries(seats)) await page.selectOption(`#seat-${seat}`, who);
  if (live) {
    await page.click('[data-testid="setup-play-live"]');
    await page.waitForSelector('[data-testid="live-panel"]');
  } else {
    await page.click('button[type=submit]');
    await page.waitForSelector('.ks-board');
  }
}

// The live panel's invite link (the panel is open).
const inviteLink = (page) => page.inputValue('[data-testid="live-invite"]');

// "Play live" on an open game's screen: the panel opens; its invite link.
async function playLive(page) {
  await page.click('[data-testid="play-live"]');
  await page.waitForSelector('[data-testid="live-panel"]');
  return inviteLink(page);
}

// A new King-Square game (options as `newKingSquare`), then "Play live": the invite link.
async function hostKingSquare(page, base, options = {}) {
  await newKingSquare(page, base, options);
  return options.live ? inviteLink(page) : playLive(page);
}

module.exports = { newKingSquare, playLive, inviteLink, hostKingSquare };
