// The stories' browser grants no clipboard permission: a story that presses Copy replaces the clipboard first.

/** What the page's copy buttons write from now on, in order. */
export function captureClipboard(): string[] {
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  return copied;
}
