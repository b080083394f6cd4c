import { CircleCheck, Upload } from 'lucide-react';
import {
  useEffect,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../button/button.tsx';
import { cn } from '../cn.ts';
import { describedBy } from '../field/described-by.ts';
import { FieldError, FieldHint, useFieldIds } from '../field/field.tsx';
import { ProgressBar } from '../progress-bar/progress-bar.tsx';
import { checkFile } from './file-check.ts';
import { uploadErrorMessage, uploadReducer, type UploadState } from './upload-state.ts';

/** The words of each outcome; they belong to the product (flows' `UPLOAD_MESSAGES`), not to the component. */
export interface FileUploadMessages {
  /** A file refused before upload: wrong type, too large, empty, or several at once. */
  rejected: string;
  /** Shown after the name of the uploaded file. */
  uploaded: string;
  /** A failed upload, given the message of what `upload` rejected with, when it had one. */
  failed: (message: string | undefined) => string;
}

export interface FileUploadProps<Result> {
  label: ReactNode;
  /** Sends the file; report progress as a ratio from 0 to 1. Reject with an Error (or an API error body) to fail. */
  upload: (file: File, onProgress: (ratio: number) => void) => Promise<Result>;
  /** Called with what `upload` resolved to, such as `{ fileUrl }`. */
  onUploaded?: (result: Result, file: File) => void;
  /** Called when a file is refused before upload (wrong type, too large, several files). */
  onRejected?: (file: File | null) => void;
  /** Entries as in the input's `accept` attribute: `.pdf`, `image/png`, `image/*`. Empty accepts any type. */
  accept?: readonly string[];
  /** Largest file in bytes. */
  maxBytes: number;
  /** What the upload takes, shown under the drop zone: `JPG, PNG or PDF, up to 7 MB` (flows' `uploadLimitsText`). */
  limits: string;
  messages: FileUploadMessages;
  /** A file uploaded earlier, shown as uploaded until it is replaced. */
  uploadedFileName?: string;
  hint?: ReactNode;
  /** A validation message from the form ('Please upload the picture'). */
  error?: ReactNode;
  /** Shows the required marker; whether a file is present is checked by the form, which owns the message. */
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  chooseLabel?: string;
  /** Above the button where a pointer can drag a file; a touch screen shows the button alone. */
  dragHint?: string;
  /** The choose button, which a form focuses for this field (a form binding's `ref`). */
  ref?: Ref<HTMLButtonElement>;
}

/** One file, chosen with a button or dropped, checked, uploaded with visible progress. */
export function FileUpload<Result>({
  label,
  upload,
  onUploaded,
  onRejected,
  accept = [],
  maxBytes,
  limits,
  messages,
  uploadedFileName,
  hint,
  error,
  required,
  disabled = false,
  id,
  className,
  chooseLabel = 'Choose file',
  dragHint = 'Drag a file here, or',
  ref,
}: FileUploadProps<Result>) {
  const ids = useFieldIds(id);
  const limitsId = `${ids.controlId}-limits`;
  const statusId = `${ids.controlId}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(
    uploadReducer,
    uploadedFileName ? { status: 'uploaded', fileName: uploadedFileName } : { status: 'idle' },
  );
  const [dragging, setDragging] = useState(false);
  // Results of an upload that finished after unmount, or after a newer one began, are dropped.
  const attempt = useRef(0);
  useEffect(() => () => void (attempt.current += 1), []);

  const uploading = state.status === 'uploading';
  const invalid = error !== undefined && error !== null && error !== false && error !== '';

  function reject(file: File | null) {
    dispatch({ type: 'REJECTED', fileName: file?.name ?? '' });
    onRejected?.(file);
  }

  async function take(files: FileList | null) {
    if (disabled || uploading || !files || files.length === 0) return;
    const file = files.length === 1 ? files[0] : undefined;
    if (!file || checkFile(file, accept, maxBytes) !== 'accepted') {
      reject(file ?? null);
      return;
    }
    const mine = ++attempt.current;
    dispatch({ type: 'STARTED', fileName: file.name });
    try {
      const result = await upload(file, (ratio) => {
        if (attempt.current === mine) dispatch({ type: 'PROGRESSED', ratio });
      });
      if (attempt.current !== mine) return;
      dispatch({ type: 'SUCCEEDED' });
      onUploaded?.(result, file);
    } catch (failure) {
      if (attempt.current === mine) dispatch({ type: 'FAILED', message: uploadErrorMessage(failure) });
    }
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    void take(event.target.files);
    // Lets the same file be chosen again after a failure.
    event.target.value = '';
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (!disabled && !uploading) setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files);
  }

  return (
    <div
      role="group"
      data-slot="file-upload"
      data-status={state.status}
      aria-labelledby={ids.labelId}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
    >
      <span id={ids.labelId} className="text-sm font-medium text-foreground">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </span>
      <div
        data-slot="file-upload-dropzone"
        data-dragging={dragging || undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-md border-2 border-dashed border-input bg-surface px-4 py-6 text-center',
          'data-[dragging]:border-primary data-[dragging]:bg-secondary',
          invalid && 'border-danger',
          disabled && 'bg-muted',
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
        {/* Issue 32: a phone cannot drag a file, so it is offered only where a pointer can (a mouse, a trackpad). */}
        <p data-slot="file-upload-drag-hint" className="hidden text-sm text-muted-foreground pointer-fine:block">
          {dragHint}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          ref={ref}
          loading={uploading}
          aria-describedby={describedBy(limitsId, hint ? ids.hintId : undefined, invalid && ids.errorId)}
          onClick={() => inputRef.current?.click()}
        >
          {chooseLabel}
        </Button>
        <p id={limitsId} className="text-xs text-muted-foreground">
          {limits}
        </p>
        <input
          ref={inputRef}
          id={ids.controlId}
          type="file"
          accept={accept.length > 0 ? accept.join(',') : undefined}
          disabled={disabled}
          aria-labelledby={ids.labelId}
          hidden
          onChange={onInputChange}
        />
      </div>
      <div id={statusId} aria-live="polite" data-slot="file-upload-status">
        <UploadStatus state={state} messages={messages} />
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

function UploadStatus({ state, messages }: { state: UploadState; messages: FileUploadMessages }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'uploading':
      return <ProgressBar label={`Uploading ${state.fileName}`} value={state.ratio * 100} />;
    case 'uploaded':
      return (
        <p className="flex items-center gap-1.5 text-sm text-success">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 truncate text-foreground">{state.fileName}</span>
          <span>{messages.uploaded}</span>
        </p>
      );
    case 'rejected':
      return <p className="text-sm font-medium text-danger">{messages.rejected}</p>;
    case 'failed':
      return <p className="text-sm font-medium text-danger">{messages.failed(state.message)}</p>;
  }
}
