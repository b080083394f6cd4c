export { Spinner, SpinnerIcon, spinnerVariants, type SpinnerProps } from './spinner.tsx';
