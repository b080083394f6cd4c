import type { ProjectUpdate, ProjectUpdateAudience, ProjectUpdateFile } from '@keystone/api';
import { fileUrl } from '../files/file-url.ts';
import type { UpdateFileKind, UpdateRow } from './queries.ts';

interface FileRow {
  kind: UpdateFileKind;
  storage_key: string;
  original_name: string | null;
}

// Browsers send whatever path the picker gave; only the last segment is the file's name.
export function fileNameOf(file: Pick<FileRow, 'storage_key' | 'original_name'>): string {
  const name = (file.original_name ?? '').split(/[/\\]/).pop()?.trim();
  return name || file.storage_key;
}

function fileOf(file: FileRow): ProjectUpdateFile {
  return { url: fileUrl(file.storage_key), name: fileNameOf(file) };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** An update's row, read as a row (dates) or inside a JSON array (the timeline's: dates as text). */
export type UpdateViewRow = Omit<UpdateRow, 'posted_at' | 'edited_at'> & {
  posted_at: Date | string;
  edited_at: Date | string | null;
};

/** An update's row as the contract's `ProjectUpdate`. */
export function toUpdateView(row: UpdateViewRow): ProjectUpdate {
  const files = row.files as FileRow[];
  return {
    id: row.id,
    projectId: row.project_id,
    projectTitle: row.project_title,
    title: row.title,
    text: row.body,
    audience: row.audience as ProjectUpdateAudience,
    postedAt: iso(row.posted_at),
    editedAt: row.edited_at === null ? null : iso(row.edited_at),
    photos: files.filter((file) => file.kind === 'PHOTO').map(fileOf),
    documents: files.filter((file) => file.kind === 'DOCUMENT').map(fileOf),
  };
}
