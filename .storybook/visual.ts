import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { desktopViewport, phoneViewport } from './viewports.ts';

// The visual checks (README, 'Visual regression'): once the play of a story tagged `visual` has passed, the story is
// shot at a desktop's width and at a phone's, and each shot must match its baseline in visual-baselines/ (the
// options are in visual-config.ts). Registered last, this hook runs before the other checks after a story, on what
// the play left, and it leaves the page at the phone's width, where .storybook/phone-width.ts goes on: no second
// mount and no second play. `pnpm test:visual` runs only these stories; `pnpm test:visual --update` accepts new shots.

declare module 'vitest/browser' {
  interface BrowserCommands {
    movePointerAway: () => Promise<void>;
  }
}

interface StoryInTest {
  tags: string[];
  globals: { viewport?: { value?: string } };
  parameters: { phoneWidth?: false };
}

afterEach(async (context) => {
  const story = (context as { story?: StoryInTest }).story;
  if (!story?.tags.includes('visual') || context.task.result?.state === 'fail') return;
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  await document.fonts.ready;
  await commands.movePointerAway();
  for (const viewport of viewportsOf(story)) {
    if (viewport) await page.viewport(viewport.width, viewport.height);
    await nextFrames();
    window.scrollTo(0, 0);
    const frame = frameAroundStory();
    try {
      // `expect`, not `expect.element`: Vitest 4.1's `expect.element` retries a failed comparison, and the retry
      // passed against the baseline the failed try had just written for a story that had none.
      await expect(frame).toMatchScreenshot(`${storyId}-${window.innerWidth}`, {
        // A frame's content is the browser's, not the portal's: Chromium's PDF viewer titles the agreement with
        // its blob address, new on every run. The frame's box and what is around it are still compared.
        screenshotOptions: { mask: [...document.querySelectorAll<HTMLElement>('iframe, embed, object')] },
      });
    } finally {
      frame.remove();
    }
  }
  // Two shots, each allowed 30 s to find the page holding still (visual-config.ts), and their comparisons.
}, 120_000);

/**
 * A story played at a width of its own (a phone's, a tablet's) or kept from narrowing (`phoneWidth: false`) is shot
 * at that width only (undefined: as it is); any other at the desktop's and the phone's.
 */
function viewportsOf(story: StoryInTest) {
  const own = story.globals.viewport?.value;
  if ((own && own !== 'desktop') || story.parameters.phoneWidth === false) return [undefined];
  return [desktopViewport, phoneViewport];
}

/**
 * Two frames and a task: media queries are matched again in the frame after a resize, and a screen that draws
 * differently by width (the agreement's PDF frame or its text) renders after that, before its box is measured.
 */
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** Storybook's own chrome in the page, which is not the story. */
const CHROME = '.sb-wrapper, #storybook-a11y-vision-filters, script, style, template';

/**
 * An empty box fixed over what the story shows on screen: its root and whatever it opened beside it in the body (a
 * dialog, a menu), no further than the viewport. A screenshot of an element is the page inside its box, so the shot
 * is the screen's first screenful, or a component's own area, and not the empty page around it.
 */
function frameAroundStory(): HTMLElement {
  const boxes = [...document.body.children]
    .filter((element) => !element.matches(CHROME))
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left))));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top))));
  const right = Math.min(window.innerWidth, Math.ceil(Math.max(...boxes.map((box) => box.right))));
  const bottom = Math.min(window.innerHeight, Math.ceil(Math.max(...boxes.map((box) => box.bottom))));
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = `position: fixed; pointer-events: none; left: ${left}px; top: ${top}px;
    width: ${right - left}px; height: ${bottom - top}px;`;
  document.body.append(frame);
  return frame;
}
