export { http } from './http.ts';
export { handlers, handlerList } from './handlers.ts';
export type { OperationId } from './handlers.ts';
// A story mocks the file calls alone; every other group reaches stories through `handlers`.
export { fileHandlers } from './file.handlers.ts';
export { createUsersMock } from './users.handlers.ts';
export type { UsersMock } from './users.handlers.ts';
export { createJobsMock } from './jobs.handlers.ts';
export { notificationsHandlersOver, notificationStreamHandler } from './notifications.handlers.ts';
export type { JobsMock } from './jobs.handlers.ts';
export { errorResponse, serverErrorResponse } from './error-response.ts';
export type { ErrorResponseOptions } from './error-response.ts';
export { mockTokenFor, signedInUser, startMockSession } from './session.ts';
export { forgetMockMemory } from './mock-memory.ts';
export {
  INVALID_ONE_TIME_TOKEN,
  MOCK_PUBLIC_SETTINGS,
  MOCK_SMS_CODE,
  MOCK_SUPPORT_EMAIL,
  WRONG_COMPETENCE_ANSWER,
} from './mock-values.ts';
export { DEMO_PDF, DEMO_PDF_BASE64 } from './demo-pdf.ts';
export { demoAgreementText, mockAgreementText } from './agreement-text.ts';
export { demoRepayment, demoUnpaidShare, setMockRepayment } from './repayment.handlers.ts';
export { MOCK_EXPIRED_TICKET, MOCK_RECOVERY_CODES_LEFT, MOCK_TOTP_CODE } from './mock-values.ts';
