import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { signedInUser } from './session.ts';

export const fileHandlers = {
  uploadTempFile: http.post('/file/temp', async ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return errorResponse(3);
    return response(201).json({ fileUrl: `/api/files/temp/${encodeURIComponent(file.name)}` });
  }),
};
