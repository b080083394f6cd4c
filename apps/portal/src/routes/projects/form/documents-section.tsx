import { uploadLimitsText } from '@keystone/flows/format';
import type { ProjectDocumentInput } from '@keystone/api';
import { PROJECT_DOCUMENTS_MAX, UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import { UPLOAD_MESSAGES } from '@keystone/flows/rules';
import { isPredefinedDocument, PROJECT_TEXT_MAX_LENGTH } from '@keystone/flows/projects';
import { Button, Checkbox, FieldError, FileUpload, TextField } from '@keystone/ui';
import { FormField, useFieldLabel } from '@keystone/ui/form';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useTempFileUpload } from '../../../uploads/use-temp-file-upload.ts';
import { FormSection } from './form-section.tsx';
import { documentState, type DocumentState, type ProjectFormState } from './project-form-state.ts';
import { PROJECT_FORM_TEXTS } from './project-form-texts.ts';

const ACCEPT = ['.pdf'];
const texts = PROJECT_FORM_TEXTS.documents;

/** The name a stored file goes by: the last part of its URL. */
const fileNameOf = (url: string | null) => (url ? decodeURIComponent(url.split('/').pop() ?? '') : undefined);

/** An added document is there for its file, so it needs one; the four predefined ones say so themselves. */
const newDocument = (): DocumentState => documentState({ title: '', url: null, visible: true, required: true });

/**
 * One document's controls (`documents.2`), its file's and title's messages named in the error summary by their
 * controls' labels.
 */
function DocumentRow({
  path,
  legend,
  fileLabel,
  titleLabel,
  children,
}: {
  path: string;
  legend: string;
  fileLabel: string;
  titleLabel?: string;
  children: ReactNode;
}) {
  useFieldLabel(`${path}.url`, fileLabel);
  useFieldLabel(`${path}.title`, titleLabel);
  return (
    <fieldset name={`${path}.url`} className="flex min-w-0 flex-col gap-2 rounded-md border p-3">
      <legend className="sr-only">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The four predefined documents (a PDF each, the pitch deck required) and up to ten others with a title; each shown
 * to investors or not.
 */
export function DocumentsSection({ locked }: { locked: boolean }) {
  const { control } = useFormContext<ProjectFormState>();
  const { errors } = useFormState({ control, name: 'documents' });
  const upload = useTempFileUpload('PROJECT_DOCUMENT');
  const messageAt = (path: string) => get(errors, `${path}.message`) as string | undefined;
  return (
    <FormSection title={PROJECT_FORM_TEXTS.sections.documents}>
      <FormField
        control={control}
        name="documents"
        label={PROJECT_FORM_TEXTS.sections.documents}
        render={({ value: documents, onChange, error }) => {
          const change = (index: number, patch: Partial<ProjectDocumentInput>) =>
            onChange(documents.map((document, at) => (at === index ? { ...document, ...patch } : document)));
          const numbered = documents.map((document, index) => ({ document, index }));
          const predefined = numbered.filter(({ document }) => isPredefinedDocument(document));
          const others = numbered.filter(({ document }) => !isPredefinedDocument(document));
          const fileUpload = (document: ProjectDocumentInput, index: number, label: string) => (
            <FileUpload
              label={label}
              upload={upload}
              accept={ACCEPT}
              maxBytes={UPLOAD_MAX_BYTES}
              limits={uploadLimitsText(ACCEPT, UPLOAD_MAX_BYTES)}
              messages={UPLOAD_MESSAGES}
              required={document.required}
              disabled={locked}
              uploadedFileName={fileNameOf(document.url)}
              error={messageAt(`documents.${index}.url`)}
              onUploaded={({ fileUrl }) => change(index, { url: fileUrl })}
            />
          );
          return (
            // Named as the rules name the list: the error summary's link to the list finds its first control.
            <fieldset name="documents" className="flex min-w-0 flex-col gap-4">
              <legend className="sr-only">{PROJECT_FORM_TEXTS.sections.documents}</legend>
              <h3 className="font-semibold text-foreground">{texts.predefined}</h3>
              <ul className="flex flex-col gap-4">
                {predefined.map(({ document, index }) => (
                  <li key={document.formKey}>
                    <DocumentRow
                      path={`documents.${index}`}
                      legend={document.title}
                      fileLabel={texts.file(document.title)}
                    >
                      {fileUpload(document, index, texts.file(document.title))}
                      <Checkbox
                        label={texts.visible(document.title)}
                        checked={document.visible}
                        disabled={locked}
                        onCheckedChange={(visible) => change(index, { visible })}
                      />
                    </DocumentRow>
                  </li>
                ))}
              </ul>
              <h3 className="font-semibold text-foreground">{texts.others}</h3>
              <ul className="flex flex-col gap-4">
                {others.map(({ document, index }, number) => (
                  <li key={document.formKey}>
                    <DocumentRow
                      path={`documents.${index}`}
                      legend={texts.document(number)}
                      fileLabel={texts.otherFile(number)}
                      titleLabel={texts.documentTitle(number)}
                    >
                      <TextField
                        name={`documents.${index}.title`}
                        label={texts.documentTitle(number)}
                        required
                        maxLength={PROJECT_TEXT_MAX_LENGTH.documentTitle}
                        value={document.title}
                        disabled={locked}
                        error={messageAt(`documents.${index}.title`)}
                        onChange={(event) => change(index, { title: event.target.value })}
                      />
                      {fileUpload(document, index, texts.otherFile(number))}
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <Checkbox
                          label={texts.otherVisible(number)}
                          checked={document.visible}
                          disabled={locked}
                          onCheckedChange={(visible) => change(index, { visible })}
                        />
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          disabled={locked}
                          onClick={() => onChange(documents.filter((_, at) => at !== index))}
                        >
                          <Trash2 aria-hidden="true" />
                          {texts.remove(number)}
                        </Button>
                      </div>
                    </DocumentRow>
                  </li>
                ))}
              </ul>
              <Button
                type="button"
                variant="outline"
                className="self-start"
                disabled={locked || others.length >= PROJECT_DOCUMENTS_MAX}
                onClick={() => onChange([...documents, newDocument()])}
              >
                <Plus aria-hidden="true" />
                {texts.add}
              </Button>
              {error && <FieldError>{error}</FieldError>}
            </fieldset>
          );
        }}
      />
    </FormSection>
  );
}
