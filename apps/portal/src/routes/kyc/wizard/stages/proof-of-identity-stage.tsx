import { Select } from '@keystone/ui';
import { FormField, selectProps } from '@keystone/ui/form';
import { DOC_TYPE_OPTIONS } from './kyc-choices.ts';
import { DocumentUpload } from './document-upload.tsx';
import type { StageProps } from './stage-props.ts';

type DocumentField =
  | 'frontDocUrl'
  | 'backDocUrl'
  | 'proofOfAddressUrl'
  | 'registrationProof'
  | 'articlesOfAssociation'
  | 'shareholderDeclaration';

const INDIVIDUAL_DOCUMENTS: ReadonlyArray<[DocumentField, string, boolean]> = [
  ['frontDocUrl', 'Front of the document', true],
  ['backDocUrl', 'Back of the document', false],
  ['proofOfAddressUrl', 'Proof of address', true],
];

const COMPANY_DOCUMENTS: ReadonlyArray<[DocumentField, string, boolean]> = [
  ['frontDocUrl', 'Front of the document', true],
  ['backDocUrl', 'Back of the document', false],
  ['registrationProof', 'Registration proof', true],
  ['articlesOfAssociation', 'Articles of association', true],
  ['shareholderDeclaration', 'Shareholder declaration', true],
];

/** Stage 2: the identity document, and proof of address for individuals or the company's papers for companies. */
export function ProofOfIdentityStage({ control, company }: StageProps) {
  const documents = company ? COMPANY_DOCUMENTS : INDIVIDUAL_DOCUMENTS;
  return (
    <div className="flex flex-col gap-5">
      <FormField
        control={control}
        name="docType"
        label="Document type"
        render={(field) => (
          <Select
            required
            placeholder="Choose"
            options={DOC_TYPE_OPTIONS}
            className="sm:max-w-xs"
            {...selectProps(field)}
          />
        )}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {documents.map(([name, label, required]) => (
          <FormField
            key={name}
            control={control}
            name={name}
            label={label}
            render={({ value, onChange, error, ref, label }) => (
              <DocumentUpload
                ref={ref}
                label={label}
                required={required}
                fileUrl={value}
                error={error}
                onUploaded={onChange}
              />
            )}
          />
        ))}
      </div>
    </div>
  );
}
