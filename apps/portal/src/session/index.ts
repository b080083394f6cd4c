export { SessionProvider, useCurrentUser, useSession, type Session } from './session-context.tsx';
