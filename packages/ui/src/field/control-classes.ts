/** The box every single-line control shares (text field, money input, select trigger), so they line up in a form. */
export const controlBoxClasses = [
  'flex h-10 w-full items-center gap-2 rounded-md border border-input bg-surface px-3 text-base text-foreground shadow-sm',
  'focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring',
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-muted',
  'has-[[aria-invalid=true]]:border-danger',
].join(' ');
