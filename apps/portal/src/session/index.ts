export { currentUserKey, publishCurrentUser, usePublishUser } from './current-user.ts';
export { SessionProvider, useCurrentUser, useSession, type Session } from './session-context.tsx';
