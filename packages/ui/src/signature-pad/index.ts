export { SignaturePad, type SignaturePadProps } from './signature-pad.tsx';
