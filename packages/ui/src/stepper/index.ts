export { Stepper, type StepperProps } from './stepper.tsx';
export { getStepWindow, stepNumber, type StepWindow } from './step-window.ts';
