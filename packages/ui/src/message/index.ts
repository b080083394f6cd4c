export { Message, messageVariants, type MessageProps, type MessageVariant } from './message.tsx';
