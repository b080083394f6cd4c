// A press of a mouse button or a finger starts by moving the focus, which blurs the field the person was in. Were that
// field's message to appear (or go) at once, everything below it would move before the release, the release would land
// beside the button that was pressed and no click would fire: the first 'Sign in' would do nothing. So a field's blur
// (and its validation) waits while a press is under way and runs just after it, once the click has been dispatched.
// Reserving room for messages could not do this: a message can take several lines, and one that goes moves things too.
// Keyboard users are not held up: Tab blurs with nothing pressed, and Enter submits without a blur.

let pressing = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

function pressStarts() {
  pressing = true;
  clearTimeout(releaseTimer);
}

// The click follows the release in the same task (for a mouse, and for a tap whose mouse events come after the
// finger's): the next task comes after it.
function pressEnds() {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => {
    pressing = false;
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  });
}

let listening = false;

/** Starts watching presses (once for the page): a form field calls it when it mounts, before anything is pressed. */
export function watchPresses() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true };
  for (const type of ['pointerdown', 'mousedown']) window.addEventListener(type, pressStarts, options);
  for (const type of ['pointerup', 'mouseup', 'pointercancel', 'dragend', 'keydown']) {
    window.addEventListener(type, pressEnds, options);
  }
  // A press whose release the page never sees (one that opened a native select's list) is over once the pointer moves
  // with no button held, or the window loses the focus.
  window.addEventListener('pointermove', (event) => pressing && event.buttons === 0 && pressEnds(), options);
  window.addEventListener('blur', () => pressing && pressEnds());
}

/** Runs `callback` now, or just after the click of the press under way. */
export function afterPress(callback: () => void) {
  if (pressing) waiting.add(callback);
  else callback();
}
