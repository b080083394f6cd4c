export type UploadState =
  | { status: 'idle' }
  | { status: 'rejected'; fileName: string }
  | { status: 'uploading'; fileName: string; ratio: number }
  | { status: 'uploaded'; fileName: string }
  | { status: 'failed'; fileName: string; message: string | undefined };

export type UploadEvent =
  | { type: 'REJECTED'; fileName: string }
  | { type: 'STARTED'; fileName: string }
  | { type: 'PROGRESSED'; ratio: number }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; message: string | undefined };

/** Progress and outcomes only count while an upload runs; a new file may be picked in any other state. */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'REJECTED':
      return state.status === 'uploading' ? state : { status: 'rejected', fileName: event.fileName };
    case 'STARTED':
      return state.status === 'uploading' ? state : { status: 'uploading', fileName: event.fileName, ratio: 0 };
    case 'PROGRESSED': {
      if (state.status !== 'uploading') return state;
      const ratio = Number.isNaN(event.ratio) ? state.ratio : Math.min(Math.max(event.ratio, state.ratio), 1);
      return { ...state, ratio };
    }
    case 'SUCCEEDED':
      return state.status === 'uploading' ? { status: 'uploaded', fileName: state.fileName } : state;
    case 'FAILED':
      return state.status === 'uploading'
        ? { status: 'failed', fileName: state.fileName, message: event.message }
        : state;
  }
}

/** The message of whatever the upload function rejected with, if it carries one. */
export function uploadErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}
