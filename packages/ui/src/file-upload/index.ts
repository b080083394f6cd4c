export { FileUpload, type FileUploadMessages, type FileUploadProps } from './file-upload.tsx';
export { checkFile, type FileCheck, type FileFacts } from './file-check.ts';
export { uploadErrorMessage, uploadReducer, type UploadEvent, type UploadState } from './upload-state.ts';
