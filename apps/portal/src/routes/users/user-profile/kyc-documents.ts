import type { User } from '@keystone/api';
import { DOC_TYPE_LABELS } from '@keystone/flows/labels';

export interface KycDocument {
  label: string;
  /** Same-origin file URL, or null when the user has not uploaded it. */
  url: string | null;
  /** Worth a preview: the URL names a picture. */
  isImage: boolean;
}

type DocumentFields = Pick<
  User,
  | 'personType'
  | 'docType'
  | 'frontDocUrl'
  | 'backDocUrl'
  | 'proofOfAddressUrl'
  | 'registrationProof'
  | 'articlesOfAssociation'
  | 'shareholderDeclaration'
>;

const document = (label: string, url: string | null): KycDocument => ({
  label,
  url,
  isImage: url !== null && /\.(png|jpe?g)$/i.test(new URL(url, 'http://origin.invalid').pathname),
});

/** The documents a user uploads in the KYC wizard: identity and address for everyone, three more for companies. */
export function kycDocuments(user: DocumentFields): KycDocument[] {
  const idDocument = user.docType ? DOC_TYPE_LABELS[user.docType].toLowerCase() : 'identity document';
  const documents = [
    document(`Front of ${idDocument}`, user.frontDocUrl),
    document(`Back of ${idDocument}`, user.backDocUrl),
    document('Proof of address', user.proofOfAddressUrl),
  ];
  if (user.personType !== 'PROFESSIONAL') return documents;
  return [
    ...documents,
    document('Registration proof', user.registrationProof),
    document('Articles of association', user.articlesOfAssociation),
    document('Shareholder declaration', user.shareholderDeclaration),
  ];
}
