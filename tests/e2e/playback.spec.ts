/**
 * @fileoverview Playback (issue 6, "Proof": "hear playback start (an audio node runs)"; app-spec
 * 2.2 and 8; DESIGN.md 4): Play on a real song of the demo archive starts the browser's audio (the
 * AudioContext runs and oscillators start: counted by wrapping OscillatorNode.prototype.start in
 * an init script, before any page code), the score's notes light up as they sound, Pause holds
 * and Play resumes, Stop ends it, Space plays and pauses, and "Play from selected note" starts at
 * the note clicked on the score. Without Web Audio the audio-error element shows.
 *
 * No launch flag is needed for the audio: the click on Play is the user gesture that Chromium's
 * autoplay policy asks for.
 */
import { test, expect, type Page } from '@playwright/test';
import { logIn, waitForScore } from './fixtures.js';

/** What the init script records in the page. */
interface AudioProbe {
  /** performance.now() of the last pointer press anywhere. */
  pressedAt: number;
  /** Every oscillator start: when it was called, when it sounds (page ms), the context's state. */
  starts: { calledAt: number; soundsAt: number; state: string }[];
  /** Source ranges ("start:end") of the notes lit, in the order they lit up. */
  lit: string[];
}

/**
 * Runs in the page before its scripts: counts oscillator starts and records the lit notes. A
 * script text, because this project's Node-side TypeScript has no DOM types.
 */
const AUDIO_PROBE = `
  const probe = { pressedAt: 0, starts: [], lit: [] };
  window.audioProbe = probe;
  document.addEventListener('pointerdown', () => (probe.pressedAt = performance.now()), true);
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (when) {
    const calledAt = performance.now();
    const ahead = Math.max(0, (when ?? 0) - this.context.currentTime);
    probe.starts.push({ calledAt, soundsAt: calledAt + ahead * 1000, state: this.context.state });
    return start.apply(this, arguments);
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const target = mutation.target;
      if (mutation.attributeName === 'class' && target.classList.contains('is-playing')) {
        const range = target.getAttribute('data-start') + ':' + target.getAttribute('data-end');
        if (probe.lit.at(-1) !== range) probe.lit.push(range);
      }
    }
  }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
`;

/** Runs in the page before its scripts: takes Web Audio away. */
const NO_WEB_AUDIO = 'delete window.AudioContext; delete window.webkitAudioContext;';

/**
 * Runs in the page before its scripts: the audio never starts, as under a strict autoplay policy
 * (every context stays suspended and resume() never settles).
 */
const AUDIO_NEVER_STARTS = `
  Object.defineProperty(BaseAudioContext.prototype, 'state', { configurable: true, get: () => 'suspended' });
  AudioContext.prototype.resume = function () { return new Promise(() => {}); };
`;

const probe = (page: Page): Promise<AudioProbe> =>
  page.evaluate(() => (globalThis as unknown as { audioProbe: AudioProbe }).audioProbe);

/** Logs in, opens Oh! Susanna from the song picker, waits for its score, opens the Playback tab. */
async function openPlayback(page: Page): Promise<void> {
  await logIn(page);
  await page.getByTestId('song-search').fill('Oh! Susanna');
  await page.getByTestId('song-result').filter({ hasText: 'Oh! Susanna' }).first().click();
  await expect(page).toHaveURL(/[?&]song=\d+/);
  await waitForScore(page);
  await page.getByRole('tab', { name: 'Playback' }).click();
  await expect(page.getByTestId('playback-tab')).toBeVisible();
}

test('Play sounds Oh! Susanna through Web Audio and lights its notes; Pause, Resume, Stop and Space work', async ({ page }, testInfo) => {
  await page.addInitScript({ content: AUDIO_PROBE });
  await openPlayback(page);
  const status = page.getByTestId('playback-status');
  const lit = page.getByTestId('score').locator('g.note.is-playing');
  // What the page asks the network for once Play is pressed: our own code at most (DESIGN.md 4:
  // no sound fonts, no network needed for sound).
  const origin = new URL(page.url()).origin;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.getByTestId('playback-play').click();
  await expect(status).toHaveText('Playing');
  await expect.poll(async () => (await probe(page)).starts.length, { message: 'an oscillator starts' }).toBeGreaterThan(0);
  const first = await probe(page);
  expect(first.starts[0]!.state).toBe('running');
  await expect(lit.first()).toBeAttached();
  // The highlight moves on with the music.
  await expect.poll(async () => (await probe(page)).lit.length, { message: 'the highlight moves from note to note' }).toBeGreaterThan(2);
  const latency = first.starts[0]!.soundsAt - first.pressedAt;
  testInfo.annotations.push({ type: 'latency', description: `Play to the first note: ${Math.round(latency)} ms` });
  console.log(`playback: first note ${Math.round(latency)} ms after the press on Play`);
  const elsewhere = requested.filter((url) => new URL(url).origin !== origin && !/^(blob|data):/.test(url));
  expect(elsewhere, 'nothing is fetched from another site for the sound').toEqual([]);
  expect(requested.filter((url) => /\.(sf2|mp3|ogg|wav)(\?|$)/.test(url)), 'no sound font or sample is fetched').toEqual([]);
  // The synthesiser (Tone.js) is not in the page's bundle: its chunk comes with the first Play.
  expect(requested.filter((url) => /\/assets\/[^/]+\.js$/.test(url)), 'the synthesiser is loaded on the first Play').toHaveLength(1);

  await page.getByTestId('playback-pause').click();
  await expect(status).toHaveText('Paused');
  const pausedStarts = (await probe(page)).starts.length;
  await page.waitForTimeout(700);
  expect((await probe(page)).starts.length, 'no note starts while paused').toBe(pausedStarts);
  // Where it paused stays lit.
  await expect(lit.first()).toBeAttached();

  await page.getByTestId('playback-play').click();
  await expect(status).toHaveText('Playing');
  await expect.poll(async () => (await probe(page)).starts.length, { message: 'Resume starts notes again' }).toBeGreaterThan(pausedStarts);

  await page.getByTestId('playback-stop').click();
  await expect(status).toHaveText('Stopped');
  await expect(lit).toHaveCount(0);

  // Space, with the focus in the tab: plays, then pauses.
  await page.getByTestId('playback-tab').focus();
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Playing');
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Paused');
  await page.getByTestId('playback-stop').click();
});

test('Play from selected note starts at the note clicked on the score', async ({ page }) => {
  await page.addInitScript({ content: AUDIO_PROBE });
  await openPlayback(page);
  // A note well into the tune: clicking it puts the caret in its ABC, and the score marks the
  // note under the caret. (The click lands on the staff line drawn over the note's middle; the
  // score finds the note by its box, as for a user.)
  await page.getByTestId('score').locator('g.note').nth(12).click({ force: true });
  const selected = page.getByTestId('score').locator('g.note.is-selected');
  await expect(selected).toHaveCount(1);
  const range = `${await selected.getAttribute('data-start')}:${await selected.getAttribute('data-end')}`;
  await page.getByTestId('playback-play-from-caret').click();
  await expect(page.getByTestId('playback-status')).toHaveText('Playing');
  await expect.poll(async () => (await probe(page)).lit.length).toBeGreaterThan(0);
  expect((await probe(page)).lit[0], 'the first note lit is the one clicked').toBe(range);
  await page.getByTestId('playback-stop').click();
});

test('without Web Audio the audio-error element shows and Play is off', async ({ page }) => {
  await page.addInitScript({ content: NO_WEB_AUDIO });
  await openPlayback(page);
  await expect(page.getByTestId('audio-error')).toBeVisible();
  await expect(page.getByTestId('audio-error')).toHaveText('This browser has no Web Audio, so it cannot play music.');
  await expect(page.getByTestId('playback-play')).toBeDisabled();
});

test('when the browser does not let the audio start, Play shows the audio-error element', async ({ page }) => {
  await page.addInitScript({ content: AUDIO_NEVER_STARTS });
  await openPlayback(page);
  await expect(page.getByTestId('audio-error')).toBeHidden();
  await page.getByTestId('playback-play').click();
  await expect(page.getByTestId('audio-error')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('audio-error')).toContainText('The browser did not let the sound start');
  await expect(page.getByTestId('playback-status')).toHaveText('Stopped');
  // The user may allow sound and try again.
  await expect(page.getByTestId('playback-play')).toBeEnabled();
});

test('opening another song stops the playback', async ({ page }) => {
  await logIn(page);
  // A search with many songs, so that the side menu has a next one.
  await page.getByTestId('song-search').fill('the');
  await page.getByTestId('song-result').first().click();
  await expect(page).toHaveURL(/[?&]song=\d+/);
  await waitForScore(page);
  const first = page.url();
  await page.getByRole('tab', { name: 'Playback' }).click();
  await page.getByTestId('playback-play').click();
  await expect(page.getByTestId('playback-status')).toContainText('Playing');
  await page.getByTestId('side-menu-next').click();
  await expect(page).not.toHaveURL(first);
  await expect(page.getByTestId('playback-status')).toHaveText('Stopped');
  await expect(page.getByTestId('score').locator('g.note.is-playing')).toHaveCount(0);
});
