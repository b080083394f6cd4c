import type { Session } from '@keystone/api';
import { demoSessions } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { signedInUser, startMockSession } from './session.ts';

/** The sessions the mock lists in one visit: the demo's, less those signed out. */
let sessions: Session[] = [...demoSessions];
forgetOnReset(() => {
  sessions = [...demoSessions];
});

export const sessionsHandlers = {
  listSessions: http.get('/user/sessions', ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    return response(200).json({ items: sessions });
  }),

  endSession: http.delete('/user/sessions/{sessionId}', ({ request, params, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const session = sessions.find((candidate) => candidate.id === params.sessionId);
    if (!session) return errorResponse(42);
    sessions = sessions.filter((candidate) => candidate !== session);
    // Ending this browser's own session is signing out.
    if (session.current && !request.headers.has('Authorization')) startMockSession(null);
    return response(204).empty();
  }),

  signOutOtherSessions: http.post('/user/sessions/sign-out-others', ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    sessions = sessions.filter((session) => session.current);
    return response(204).empty();
  }),
};
