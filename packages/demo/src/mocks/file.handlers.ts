import { HttpResponse } from 'msw';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { signedInUser } from './session.ts';

/** A 1×1 transparent PNG: what every mocked file URL shows. */
const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (character) => character.charCodeAt(0),
);

export const fileHandlers = {
  uploadTempFile: http.post('/file/temp', async ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return errorResponse(3);
    return response(201).json({ fileUrl: `/api/files/temp/${encodeURIComponent(file.name)}` });
  }),

  // No credentials are checked: an <img> or a new tab reaches the service worker without the session cookie
  // (browsers hide Cookie from it) and without an Authorization header, just as it reaches the real server.
  downloadFile: http.get('/files/{key}', ({ params, response }) =>
    // openapi-msw types text helpers for text/* only; binary bodies go through its untyped escape hatch.
    response.untyped(
      new HttpResponse(TINY_PNG, {
        headers: {
          'Content-Type': 'image/png',
          'Content-Disposition': `inline; filename="${params.key}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      }),
    ),
  ),
};
