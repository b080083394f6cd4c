export { VisitorScreen } from './visitor-screen.tsx';
