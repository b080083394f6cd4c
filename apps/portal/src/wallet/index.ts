export { FundWalletTrigger, WithdrawTrigger } from './wallet-triggers.tsx';
export { BankTransferDetails } from './bank-transfer-details.tsx';
