import { demoProjects } from '@keystone/demo/fixtures';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { demo } from './support/demo-users.ts';
import { openedAs } from './support/pledge-flow.ts';

let browser: Browser;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

// The server checks uploads by their content: a real PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const project = demoProjects.comingSoon;
const title = `Builders on site ${Date.now()}`;

const timeline = (page: Page) => page.getByRole('region', { name: 'Updates' });
/** Whether the picture was read and drawn: the server let this reader have the file. */
const drawn = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('an admin posts an update with a photo; a follower reads it on the project and in the feed; an edit says "edited" and keeps what it said before', async () => {
  // Olivia follows the project (the seed may have her following it already).
  const olivia = await openedAs(browser, baseUrl(), demo.approvedInvestor);
  await olivia.goto(`/platform/projects/${project.id}`);
  await olivia.getByRole('heading', { level: 2, name: project.title }).waitFor();
  const following = olivia.getByRole('button', { name: /^(Follow|Unfollow)$/ });
  if ((await following.textContent()) === 'Follow') await following.click();
  await olivia.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();

  const admin = await openedAs(browser, baseUrl(), demo.admin);
  await admin.goto(`/platform/projects/${project.id}`);
  await admin.getByRole('heading', { level: 2, name: project.title }).waitFor();
  await timeline(admin).getByRole('button', { name: 'Post an update' }).click();
  const form = admin.getByRole('form', { name: 'New update' });
  await form.getByLabel('Title', { exact: false }).fill(title);
  await form.getByLabel('Update', { exact: false }).fill('The builders arrived on Monday and the scaffolding is up.');
  await form.getByRole('radio', { name: 'Investors and followers' }).check();
  const photo = form.getByRole('group', { name: 'Add a photo' });
  await photo
    .locator('input[type=file]')
    .setInputFiles({ name: 'scaffolding.png', mimeType: 'image/png', buffer: png });
  await photo.getByText('successfully uploaded').waitFor();
  await form.getByRole('button', { name: 'Post update' }).click();
  await timeline(admin).getByText('Your update is posted.').waitFor();
  await timeline(admin).getByRole('article', { name: title }).waitFor();

  // The follower reads it on the project's page, the photo included, and in her feed.
  await olivia.reload();
  const posted = timeline(olivia).getByRole('article', { name: title });
  await posted.waitFor();
  await expect.poll(() => drawn(olivia, 'scaffolding.png')).toBe(true);
  expect(await posted.getByText(/^Edited/).count()).toBe(0);
  await olivia.getByRole('link', { name: 'Updates', exact: true }).first().click();
  await olivia.waitForURL('**/platform/updates');
  const inFeed = olivia.getByRole('article', { name: title });
  await inFeed.waitFor();
  await inFeed.getByRole('link', { name: project.title }).waitFor();

  // The admin edits it: the timeline says it was edited, and when.
  await timeline(admin)
    .getByRole('button', { name: `Edit update: ${title}` })
    .click();
  const edit = admin.getByRole('form', { name: 'Edit update' });
  await edit.getByLabel('Update', { exact: false }).fill('The builders arrived on Tuesday and the scaffolding is up.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await timeline(admin).getByText('Your changes are saved.').waitFor();
  await timeline(admin)
    .getByRole('article', { name: title })
    .getByText(/^Edited \d\d\/\d\d\/\d{4}, \d\d:\d\d$/)
    .waitFor();

  await olivia.goto(`/platform/projects/${project.id}`);
  const edited = timeline(olivia).getByRole('article', { name: title });
  await edited.getByText(/^Edited \d\d\/\d\d\/\d{4}, \d\d:\d\d$/).waitFor();
  await edited.getByText('The builders arrived on Tuesday and the scaffolding is up.').waitFor();
  // "Edited …" opens what it said before: nothing is silently changed.
  await edited.getByRole('button', { name: /^Edited .*, show earlier versions$/ }).click();
  const earlier = edited.getByRole('region', { name: 'Earlier versions' });
  await earlier.getByText('The builders arrived on Monday and the scaffolding is up.').waitFor();

  await admin.context().close();
  await olivia.context().close();
});
