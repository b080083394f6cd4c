export { Stepper, type StepperProps } from './stepper.tsx';
export { StepHeading, type StepHeadingProps } from './step-heading.tsx';
export { getStepWindow, stepNumber, type StepWindow } from './step-window.ts';
