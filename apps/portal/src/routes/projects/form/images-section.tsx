import { uploadLimitsText } from '@keystone/flows/format';
import type { ProjectImageInput } from '@keystone/api';
import { PROJECT_IMAGES_MAX, UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import { UPLOAD_MESSAGES } from '@keystone/flows/rules';
import { Button, FieldError, FileUpload } from '@keystone/ui';
import { FormField } from '@keystone/ui/form';
import { Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTempFileUpload } from '../../../uploads/use-temp-file-upload.ts';
import { FormSection } from './form-section.tsx';
import type { ProjectFormState } from './project-form-state.ts';
import { PROJECT_FORM_TEXTS } from './project-form-texts.ts';

const ACCEPT = ['.jpg', '.jpeg', '.png'];
const texts = PROJECT_FORM_TEXTS.images;

/** Flagged main wins; when none is (the main one was removed), the first image is the main one. */
function withMain(images: ProjectImageInput[]): ProjectImageInput[] {
  if (images.length === 0 || images.some((image) => image.main)) return images;
  return images.map((image, index) => ({ ...image, main: index === 0 }));
}

/** Up to ten images (jpg, jpeg, png), one of them the main one the cards show; each can be removed. */
export function ImagesSection({ locked }: { locked: boolean }) {
  const { control } = useFormContext<ProjectFormState>();
  const upload = useTempFileUpload('PROJECT_IMAGE');
  return (
    <FormSection title={PROJECT_FORM_TEXTS.sections.images}>
      <FormField
        control={control}
        name="images"
        label={PROJECT_FORM_TEXTS.sections.images}
        render={({ value: images, onChange, error }) => {
          const full = images.length >= PROJECT_IMAGES_MAX;
          return (
            // Named as the rules name the list: the error summary's link to the list finds its first control.
            <fieldset name="images" className="flex min-w-0 flex-col gap-4">
              <legend className="sr-only">{PROJECT_FORM_TEXTS.sections.images}</legend>
              {images.length === 0 ? (
                <p className="text-sm text-muted-foreground">{texts.none}</p>
              ) : (
                <fieldset className="min-w-0">
                  <legend className="mb-2 text-sm font-medium text-foreground">{texts.mainImage}</legend>
                  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                    {images.map((image, index) => (
                      <li key={`${index}-${image.url}`} className="flex flex-col gap-2 rounded-md border p-2">
                        <img
                          src={image.url}
                          alt={texts.preview(index)}
                          className="aspect-video w-full rounded object-cover"
                        />
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="radio"
                            name="main-image"
                            checked={image.main}
                            disabled={locked}
                            onChange={() => onChange(images.map((other, at) => ({ ...other, main: at === index })))}
                          />
                          {texts.image(index)}
                        </label>
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          disabled={locked}
                          aria-label={texts.remove(index)}
                          onClick={() => onChange(withMain(images.filter((_, at) => at !== index)))}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )}
              <FileUpload
                label={texts.upload}
                upload={upload}
                accept={ACCEPT}
                maxBytes={UPLOAD_MAX_BYTES}
                limits={uploadLimitsText(ACCEPT, UPLOAD_MAX_BYTES)}
                messages={UPLOAD_MESSAGES}
                disabled={locked || full}
                hint={full ? texts.limitReached(PROJECT_IMAGES_MAX) : undefined}
                onUploaded={({ fileUrl }) => onChange(withMain([...images, { url: fileUrl, main: false }]))}
              />
              {error && <FieldError>{error}</FieldError>}
            </fieldset>
          );
        }}
      />
    </FormSection>
  );
}
