import { afterEach, expect } from 'vitest';
import { userEvent } from 'vitest/browser';

// Every form a story leaves on screen must take the first press of its submit button (issue 23): the press starts by
// blurring the field the person was in, and a message that appears (or goes) under that field on blur used to move the
// button between the press and the release, so no click fired. Once the play has passed, this empties the form's first
// text field, leaves the focus in it and presses the submit button with Playwright's real mouse (Storybook's userEvent
// dispatches its events to one element and cannot miss): the form must receive its submit. The submit is stopped before
// the form's handler sees it, so nothing is sent and the story's state is left as it was apart from that field.
// A story file shows the same form in many states; each form (its button and its fields) is pressed once per file,
// in the first story that leaves it on screen: the press cost more than the rest of the story test on a loaded
// machine, and the rule it checks lives in FormField, not in the states.

interface StoryInTest {
  parameters: { firstClick?: false };
}

const pressed = new Set<string>();

afterEach(async (context) => {
  const story = (context as { story?: StoryInTest }).story;
  if (!story || context.task.result?.state === 'fail' || story.parameters.firstClick === false) return;
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-slot="form"]')) {
    const submit = submitButton(form);
    const field = Array.from(form.elements).find(isTextField);
    // A form behind a modal dialog or an open list cannot be pressed (the dialog's own form is checked instead).
    if (!submit || !field || form.closest('[aria-hidden="true"], [inert]') || !reachable(submit)) continue;
    const key = `${context.task.file.filepath} ${formSignature(form, submit)}`;
    if (pressed.has(key)) continue;
    // Each press is bounded (here and below) so that the check always ends before its hook's time: a hook that ran
    // out of time leaves its press queued, where it can land on the next story's button (seen under load).
    if (!(await landedWithin(() => userEvent.clear(field, { timeout: 5_000 })))) continue;
    field.focus();
    await new Promise(requestAnimationFrame); // the form's answer to the emptied field (an async rule) has rendered
    // A form may keep its button disabled while a field is empty: nothing to press then.
    if (submitButton(form) !== submit || !reachable(submit)) continue;
    const submits = countSubmits(form);
    // Playwright may find something else under the pointer the whole time (a dialog closing over the form, a body
    // Radix made unclickable): no press reached the button, so there is no first press to judge. A lost click is a
    // press that lands and submits nothing, which the count below catches.
    const landed = await landedWithin(() => userEvent.click(submit, { timeout: 5_000 })).finally(submits.stop);
    if (!landed) continue;
    expect(
      submits.count,
      `the first press on '${submit.textContent?.trim()}' submits its form, right after leaving the empty field '${field.labels?.[0]?.textContent?.trim() ?? field.name}'`,
    ).toBe(1);
    pressed.add(key);
  }
});

/** Runs a Playwright action; false when it timed out (nothing to judge), other failures thrown. */
async function landedWithin(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return false;
    throw error;
  }
}

function submitButton(form: HTMLFormElement): HTMLButtonElement | undefined {
  return Array.from(form.elements).find(
    (element): element is HTMLButtonElement =>
      element instanceof HTMLButtonElement &&
      element.type === 'submit' &&
      !element.disabled &&
      element.getAttribute('aria-disabled') !== 'true' &&
      element.checkVisibility({ visibilityProperty: true }),
  );
}

/** What makes two forms on screen the same form: its button and the names of its fields. */
function formSignature(form: HTMLFormElement, submit: HTMLButtonElement): string {
  const names = Array.from(form.elements, (element) => element.getAttribute('name') ?? '').filter(Boolean);
  return `${submit.textContent?.trim()} (${names.join(' ')})`;
}

function reachable(button: HTMLButtonElement): boolean {
  button.scrollIntoView({ block: 'nearest' });
  const box = button.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && button.contains(hit);
}

const textTypes = new Set(['text', 'email', 'password', 'tel', 'url', 'search', 'number']);

function isTextField(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  const editable =
    element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && textTypes.has(element.type));
  return editable && !element.disabled && !element.readOnly && element.checkVisibility({ visibilityProperty: true });
}

/** Counts the form's submit events and stops each before React's handler (on the root) or the browser acts on it. */
function countSubmits(form: HTMLFormElement) {
  const counter = { count: 0, stop: () => window.removeEventListener('submit', listener, true) };
  function listener(event: Event) {
    if (event.target !== form) return;
    counter.count += 1;
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  window.addEventListener('submit', listener, true);
  return counter;
}
