export { ProgressBar, progressIndicatorVariants, type ProgressBarProps } from './progress-bar.tsx';
export { clampPercent, percentText } from './percent-value.ts';
