export { FileUpload, type FileUploadProps } from './file-upload.tsx';
export { checkFile, DEFAULT_MAX_BYTES, describeAccept, formatByteSize, type FileCheck, type FileFacts } from './file-check.ts';
export { uploadErrorMessage, uploadReducer, type UploadEvent, type UploadState } from './upload-state.ts';
