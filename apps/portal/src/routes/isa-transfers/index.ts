export { IsaTransferStatus } from './isa-transfer-status.tsx';
export { useIsaTransferActor } from './use-isa-transfer-actor.ts';
