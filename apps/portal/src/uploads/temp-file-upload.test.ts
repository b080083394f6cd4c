import { describe, expect, it } from 'vitest';
import { uploadTempFile, type UploadRequest } from './temp-file-upload.ts';

// Handlers are called with `this` and an event as the browser would; the uploader reads neither but the type asks.
const asXhr = (request: FakeRequest) => request as unknown as XMLHttpRequest;
const event = {} as ProgressEvent;

class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  timeout = 0;
  upload = { onprogress: null } as unknown as XMLHttpRequestUpload;
  onload: UploadRequest['onload'] = null;
  onerror: UploadRequest['onerror'] = null;
  onabort: UploadRequest['onabort'] = null;
  ontimeout: UploadRequest['ontimeout'] = null;

  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body as FormData;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.call(asXhr(this), { lengthComputable, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.call(asXhr(this), event);
  }
  fail(kind: 'onerror' | 'ontimeout' | 'onabort') {
    this[kind]?.call(asXhr(this), event);
  }
}

const passport = () => new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });

function start(token: string | null = 'token-1') {
  const request = new FakeRequest();
  const ratios: number[] = [];
  const result = uploadTempFile({
    file: passport(),
    token,
    onProgress: (ratio) => ratios.push(ratio),
    createRequest: () => request,
  });
  return { request, ratios, result };
}

describe('uploadTempFile', () => {
  it('posts the file as the multipart field "file" with the bearer token', async () => {
    const { request, result } = start();

    request.answer(201, JSON.stringify({ fileUrl: '/api/files/temp/abc.pdf' }));

    await expect(result).resolves.toEqual({ fileUrl: '/api/files/temp/abc.pdf' });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/file/temp');
    expect(request.headers.Authorization).toBe('Bearer token-1');
    expect((request.body?.get('file') as File).name).toBe('passport.pdf');
    expect(request.timeout).toBe(60_000);
  });

  it('names the purpose in the query when one is given', async () => {
    const request = new FakeRequest();
    const result = uploadTempFile({ file: passport(), purpose: 'PROFILE_PHOTO', createRequest: () => request });

    request.answer(201, JSON.stringify({ fileUrl: '/api/files/me.png' }));

    await result;
    expect(request.url).toBe('/api/file/temp?purpose=PROFILE_PHOTO');
  });

  it('sends no Authorization header without a token', async () => {
    const { request, result } = start(null);

    request.answer(401, JSON.stringify({ errorCode: 6, message: 'Need token' }));

    await expect(result).rejects.toEqual({ errorCode: 6, message: 'Need token' });
    expect(request.headers).toEqual({});
  });

  it('reports progress as a ratio, ending at 1', async () => {
    const { request, ratios, result } = start();

    request.progress(25, 100);
    request.progress(0, 0, false);
    request.progress(100, 100);
    request.answer(201, JSON.stringify({ fileUrl: '/x.pdf' }));
    await result;

    expect(ratios).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's error body", async () => {
    const { request, result } = start();

    request.answer(400, JSON.stringify({ errorCode: 3, message: 'Unable to upload file' }));

    await expect(result).rejects.toEqual({ errorCode: 3, message: 'Unable to upload file' });
  });

  it('rejects with code 1 when the answer is not ours or the network fails', async () => {
    const notOurs = start();
    notOurs.request.answer(502, '<html>Bad gateway</html>');
    await expect(notOurs.result).rejects.toMatchObject({ errorCode: 1 });

    const success = start();
    success.request.answer(200, JSON.stringify({ unexpected: true }));
    await expect(success.result).rejects.toMatchObject({ errorCode: 1 });

    const offline = start();
    offline.request.fail('onerror');
    await expect(offline.result).rejects.toMatchObject({ errorCode: 1 });

    const slow = start();
    slow.request.fail('ontimeout');
    await expect(slow.result).rejects.toMatchObject({ errorCode: 1 });
  });
});
