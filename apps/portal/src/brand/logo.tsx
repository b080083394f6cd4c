import { cn } from '@keystone/ui';

/** The keystone at the top of an arch: the mark of the favicon (public/favicon.svg), drawn inline to cost no request. */
function KeystoneMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={className}>
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path d="M7 27v-9a9 9 0 0 1 18 0v9" fill="none" stroke="#fff" strokeOpacity=".6" strokeWidth="3" />
      <path d="M12 4h8l-2 10h-4z" fill="#fff" />
    </svg>
  );
}

/** The brand as every screen shows it: the mark and the name. The name is text, so it is what is read out. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold text-primary', className)}>
      <KeystoneMark className="size-7 shrink-0" />
      <span>Keystone</span>
    </span>
  );
}
