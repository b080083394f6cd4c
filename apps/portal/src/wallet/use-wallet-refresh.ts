// The pledge flow's import until it reads `useWalletRefresh` from `api/wallet.ts` itself.
export { useWalletRefresh } from '../api/wallet.ts';
