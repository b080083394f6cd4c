import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

// The story tests' side of the visual checks that runs in Node (vitest.config.ts): where the baselines and the
// diffs of a failed check are written, how close is close enough, and the Playwright page's size.

const root = path.resolve(import.meta.dirname, '..');

/** The committed baselines, one PNG per story and width: `<story id>-<width>.png`. */
export const baselinesFolder = path.join(root, 'visual-baselines');

/** Where a failed check leaves the shot it took and the diff against the baseline (gitignored). */
export const diffsFolder = path.join(root, '.tmp/visual-diffs');

/**
 * `test.browser.expect.toMatchScreenshot`. A file is named by its story and width alone, not by the browser's name
 * and the machine's platform as Vitest's default does: the CI machine is of the same kind (Debian's Chromium, the
 * font shipped with the app) and must compare against the same files.
 */
export const toMatchScreenshot = {
  resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(baselinesFolder, `${arg}${ext}`),
  resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(diffsFolder, `${arg}${ext}`),
  // How long to wait for two shots in a row to agree (the page holding still): 5 s by default, which a machine
  // swamped by other test runs could not meet even for a row of badges; 15 s failed the users' table in CI.
  timeout: 30_000,
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: {
    // Per pixel, pixelmatch's own default for 'the same colour'; anti-aliased edges are not counted.
    threshold: 0.1,
    // A few stray pixels on the whole shot, no more: a 1 px change of a button's padding moves thousands.
    allowedMismatchedPixels: 20,
  },
};

/**
 * The Playwright page around Vitest's iframe. The iframe is resized to the story's width (1440, 390) and Vitest
 * scales it down when it does not fit the page (Playwright's default page is 1280 × 720), which blurred every shot
 * and made it smaller than the width it stands for: the page is large enough for the desktop viewport at scale 1.
 */
export const hostViewport = { width: 1440, height: 1024 } as const;

/**
 * Moves the real mouse off the story (onto the page around the iframe) before a shot: a pointer left where a
 * play, or an earlier story, clicked would hover whatever lies under it now.
 */
const movePointerAway: BrowserCommand<[]> = async (context) => {
  await context.page.mouse.move(hostViewport.width - 1, hostViewport.height - 1);
};

export const visualCommands = { movePointerAway };
