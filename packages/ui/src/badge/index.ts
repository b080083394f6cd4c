export { Badge, badgeVariants, transactionTone, type BadgeProps, type BadgeTone } from './badge.tsx';
