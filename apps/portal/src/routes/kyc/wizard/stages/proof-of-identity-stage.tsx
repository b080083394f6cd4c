import type { DocType } from '@keystone/api';
import { Select } from '@keystone/ui';
import { DOC_TYPE_OPTIONS } from '../kyc-choices.ts';
import { DocumentUpload } from './document-upload.tsx';
import type { StageProps } from './stage-props.ts';

type DocumentField = 'frontDocUrl' | 'backDocUrl' | 'proofOfAddressUrl' | 'registrationProof' | 'articlesOfAssociation' | 'shareholderDeclaration';

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
export function ProofOfIdentityStage({ form, errors, disabled, setField }: StageProps) {
  const documents = form.personType === 'PROFESSIONAL' ? COMPANY_DOCUMENTS : INDIVIDUAL_DOCUMENTS;
  return (
    <div className="flex flex-col gap-5">
      <Select
        label="Document type"
        required
        placeholder="Choose"
        options={DOC_TYPE_OPTIONS}
        value={form.docType}
        error={errors.docType}
        disabled={disabled}
        onValueChange={(value) => setField('docType', value as DocType)}
        className="sm:max-w-xs"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {documents.map(([field, label, required]) => (
          <DocumentUpload
            key={field}
            label={label}
            required={required}
            fileUrl={form[field]}
            error={errors[field]}
            disabled={disabled}
            onUploaded={(fileUrl) => setField(field, fileUrl)}
          />
        ))}
      </div>
    </div>
  );
}
