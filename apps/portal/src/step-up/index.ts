export { StepUpHost } from './step-up-host.tsx';
