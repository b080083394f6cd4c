import type { ProjectUpdate, ProjectUpdateAudience, ProjectUpdateFile } from '@keystone/api';
import { UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import { uploadLimitsText } from '@keystone/flows/format';
import {
  PROJECT_UPDATE_AUDIENCES,
  PROJECT_UPDATE_MAX_DOCUMENTS,
  PROJECT_UPDATE_MAX_PHOTOS,
  PROJECT_UPDATE_TEXT_MAX_LENGTH,
  PROJECT_UPDATE_TITLE_MAX_LENGTH,
  validateProjectUpdateAudience,
  validateProjectUpdateText,
  validateProjectUpdateTitle,
} from '@keystone/flows/projects';
import { UPLOAD_MESSAGES } from '@keystone/flows/rules';
import { Button, FileUpload, TextField } from '@keystone/ui';
import { ChoiceField, Form, FormField, rulesResolver } from '@keystone/ui/form';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../../api/index.ts';
import { useSaveProjectUpdate } from '../../../api/project-updates.ts';
import { MessageField } from '../../../contact/message-field.tsx';
import { UPDATE_TEXTS } from '../../../project-updates/update-texts.ts';
import { useTempFileUpload } from '../../../uploads/use-temp-file-upload.ts';

const PHOTO_TYPES = ['.jpg', '.jpeg', '.png'];
const DOCUMENT_TYPES = ['.pdf'];

export interface UpdateFormValues {
  title: string;
  text: string;
  audience: ProjectUpdateAudience | '';
  photos: ProjectUpdateFile[];
  documents: ProjectUpdateFile[];
}

const resolver = rulesResolver<UpdateFormValues>({
  title: validateProjectUpdateTitle,
  text: validateProjectUpdateText,
  audience: validateProjectUpdateAudience,
});

const AUDIENCE_CHOICES = PROJECT_UPDATE_AUDIENCES.map((value) => ({
  value,
  label: UPDATE_TEXTS.audience[value],
  description: UPDATE_TEXTS.audienceHints[value],
}));

export interface ProjectUpdateFormProps {
  projectId: number;
  /** The update being edited; a new one without it. */
  update?: ProjectUpdate;
  onDone: (saved: ProjectUpdate | undefined) => void;
}

/**
 * The admin's update (issue 34 §2): a title, the text, who may read it, and photos and documents uploaded as a
 * project's are. Flows' rules check it here and on the server alike.
 */
export function ProjectUpdateForm({ projectId, update, onDone }: ProjectUpdateFormProps) {
  const form = useForm<UpdateFormValues>({
    resolver,
    defaultValues: {
      title: update?.title ?? '',
      text: update?.text ?? '',
      audience: update?.audience ?? '',
      photos: update?.photos ?? [],
      documents: update?.documents ?? [],
    },
  });
  const save = useSaveProjectUpdate(projectId, { onSuccess: onDone, onError: showOnForm(form) });
  const uploadPhoto = useTempFileUpload('PROJECT_IMAGE');
  const uploadDocument = useTempFileUpload('PROJECT_DOCUMENT');
  const formTitle = update ? UPDATE_TEXTS.editTitle : UPDATE_TEXTS.formTitle;
  const onSubmit = (values: UpdateFormValues) =>
    save.save(
      {
        title: values.title,
        text: values.text,
        audience: values.audience as ProjectUpdateAudience,
        photos: values.photos.map(({ url }) => ({ url })),
        documents: values.documents.map(({ url }) => ({ url })),
      },
      update?.id,
    );
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label={formTitle}
      className="flex min-w-0 flex-col gap-4 rounded-lg border bg-surface p-4"
    >
      <h3 className="text-lg font-semibold text-foreground">{formTitle}</h3>
      <FormField
        control={control}
        name="title"
        render={(field) => (
          <TextField label={UPDATE_TEXTS.title} required maxLength={PROJECT_UPDATE_TITLE_MAX_LENGTH} {...field} />
        )}
      />
      <FormField
        control={control}
        name="text"
        render={(field) => (
          <MessageField
            label={UPDATE_TEXTS.text}
            required
            count={field.value.length}
            limit={PROJECT_UPDATE_TEXT_MAX_LENGTH}
            {...field}
          />
        )}
      />
      <FormField
        control={control}
        name="audience"
        render={(field) => <ChoiceField legend={UPDATE_TEXTS.whoMayRead} choices={AUDIENCE_CHOICES} field={field} />}
      />
      <FormField
        control={control}
        name="photos"
        render={({ value: photos, onChange }) => (
          <FileList
            legend={UPDATE_TEXTS.photos}
            files={photos}
            onRemove={(url) => onChange(photos.filter((photo) => photo.url !== url))}
            preview
          >
            <FileUpload
              label={UPDATE_TEXTS.addPhoto}
              upload={uploadPhoto}
              accept={PHOTO_TYPES}
              maxBytes={UPLOAD_MAX_BYTES}
              limits={uploadLimitsText(PHOTO_TYPES, UPLOAD_MAX_BYTES)}
              messages={UPLOAD_MESSAGES}
              disabled={photos.length >= PROJECT_UPDATE_MAX_PHOTOS}
              hint={
                photos.length >= PROJECT_UPDATE_MAX_PHOTOS
                  ? UPDATE_TEXTS.tooManyPhotos(PROJECT_UPDATE_MAX_PHOTOS)
                  : undefined
              }
              onUploaded={({ fileUrl }, file) => onChange([...photos, { url: fileUrl, name: file.name }])}
            />
          </FileList>
        )}
      />
      <FormField
        control={control}
        name="documents"
        render={({ value: documents, onChange }) => (
          <FileList
            legend={UPDATE_TEXTS.documents}
            files={documents}
            onRemove={(url) => onChange(documents.filter((document) => document.url !== url))}
          >
            <FileUpload
              label={UPDATE_TEXTS.addDocument}
              upload={uploadDocument}
              accept={DOCUMENT_TYPES}
              maxBytes={UPLOAD_MAX_BYTES}
              limits={uploadLimitsText(DOCUMENT_TYPES, UPLOAD_MAX_BYTES)}
              messages={UPLOAD_MESSAGES}
              disabled={documents.length >= PROJECT_UPDATE_MAX_DOCUMENTS}
              hint={
                documents.length >= PROJECT_UPDATE_MAX_DOCUMENTS
                  ? UPDATE_TEXTS.tooManyDocuments(PROJECT_UPDATE_MAX_DOCUMENTS)
                  : undefined
              }
              onUploaded={({ fileUrl }, file) => onChange([...documents, { url: fileUrl, name: file.name }])}
            />
          </FileList>
        )}
      />
      {update && <p className="text-sm text-muted-foreground">{UPDATE_TEXTS.editNote}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {update ? UPDATE_TEXTS.saveEdit : UPDATE_TEXTS.save}
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone(undefined)}>
          {UPDATE_TEXTS.cancel}
        </Button>
      </div>
    </Form>
  );
}

interface FileListProps {
  legend: string;
  files: ProjectUpdateFile[];
  onRemove: (url: string) => void;
  /** Photos show a small picture of each. */
  preview?: boolean;
  children: React.ReactNode;
}

function FileList({ legend, files, onRemove, preview = false, children }: FileListProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-base font-medium text-foreground">{legend}</legend>
      {files.length > 0 && (
        <ul className="flex flex-col gap-2">
          {files.map((file) => (
            <li key={file.url} className="flex min-w-0 items-center gap-3 rounded-md border p-2">
              {preview && <img src={file.url} alt="" className="size-12 shrink-0 rounded object-cover" />}
              <span className="min-w-0 flex-1 text-sm break-all text-foreground">{file.name}</span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={UPDATE_TEXTS.remove(file.name)}
                onClick={() => onRemove(file.url)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {children}
    </fieldset>
  );
}
