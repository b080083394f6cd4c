export { tokenCheckFromAnswer, type CheckedTokenType, type TokenCheck } from './token-check.ts';
export { TokenCheckFailed } from './token-check-failed.tsx';
export { useTokenCheck } from './use-token-check.ts';
