import { describe, expect, it } from 'vitest';
import { uploadErrorMessage, uploadReducer, type UploadState } from './upload-state.ts';

const idle: UploadState = { status: 'idle' };
const uploading: UploadState = { status: 'uploading', fileName: 'passport.pdf', ratio: 0.4 };

describe('uploadReducer', () => {
  it('goes from idle through uploading to uploaded', () => {
    const started = uploadReducer(idle, { type: 'STARTED', fileName: 'passport.pdf' });
    expect(started).toEqual({ status: 'uploading', fileName: 'passport.pdf', ratio: 0 });
    const halfway = uploadReducer(started, { type: 'PROGRESSED', ratio: 0.5 });
    expect(halfway).toEqual({ status: 'uploading', fileName: 'passport.pdf', ratio: 0.5 });
    expect(uploadReducer(halfway, { type: 'SUCCEEDED' })).toEqual({ status: 'uploaded', fileName: 'passport.pdf' });
  });

  it('records a failure with its message', () => {
    expect(uploadReducer(uploading, { type: 'FAILED', message: 'File processing error' })).toEqual({
      status: 'failed',
      fileName: 'passport.pdf',
      message: 'File processing error',
    });
  });

  it('keeps progress between 0 and 1 and never lets it go backwards', () => {
    expect(uploadReducer(uploading, { type: 'PROGRESSED', ratio: 1.7 })).toMatchObject({ ratio: 1 });
    expect(uploadReducer(uploading, { type: 'PROGRESSED', ratio: 0.2 })).toMatchObject({ ratio: 0.4 });
    expect(uploadReducer(uploading, { type: 'PROGRESSED', ratio: Number.NaN })).toMatchObject({ ratio: 0.4 });
  });

  it('ignores progress and outcomes when no upload runs', () => {
    const uploaded: UploadState = { status: 'uploaded', fileName: 'a.png' };
    expect(uploadReducer(uploaded, { type: 'PROGRESSED', ratio: 0.5 })).toBe(uploaded);
    expect(uploadReducer(idle, { type: 'SUCCEEDED' })).toBe(idle);
    expect(uploadReducer(idle, { type: 'FAILED', message: 'x' })).toBe(idle);
  });

  it('does not start or reject another file while one uploads', () => {
    expect(uploadReducer(uploading, { type: 'STARTED', fileName: 'other.pdf' })).toBe(uploading);
    expect(uploadReducer(uploading, { type: 'REJECTED', fileName: 'other.exe' })).toBe(uploading);
  });

  it('lets a new file replace an uploaded, failed or rejected one', () => {
    const failed: UploadState = { status: 'failed', fileName: 'a.png', message: 'x' };
    expect(uploadReducer(failed, { type: 'STARTED', fileName: 'b.png' })).toMatchObject({ status: 'uploading' });
    expect(
      uploadReducer({ status: 'rejected', fileName: 'a.exe' }, { type: 'STARTED', fileName: 'b.png' }),
    ).toMatchObject({
      status: 'uploading',
      fileName: 'b.png',
    });
  });
});

describe('uploadErrorMessage', () => {
  it('takes the message of an error or of an API error body', () => {
    expect(uploadErrorMessage(new Error('File processing error'))).toBe('File processing error');
    expect(uploadErrorMessage({ errorCode: 3, message: 'Unable to upload file' })).toBe('Unable to upload file');
    expect(uploadErrorMessage('Network down')).toBe('Network down');
  });

  it('has no message for a failure without one, so the form words it', () => {
    expect(uploadErrorMessage(undefined)).toBeUndefined();
    expect(uploadErrorMessage({ message: '' })).toBeUndefined();
  });
});
