import type { User } from '@keystone/api';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { kycDocuments, type KycDocument } from './kyc-documents.ts';
import { ProfileSection } from './profile-section.tsx';

export const NOT_UPLOADED = 'Not uploaded';

/** The uploaded KYC documents, each opening its file in a new tab; pictures show a preview when they load. */
export function KycDocumentsSection({ user }: { user: User }) {
  return (
    <ProfileSection title="KYC documents">
      <ul className="flex flex-col gap-3 text-sm">
        {kycDocuments(user).map((document) => (
          <li key={document.label} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
            {document.url ? (
              <DocumentLink document={document} url={document.url} />
            ) : (
              <>
                <span className="text-foreground">{document.label}</span>
                <span className="text-muted-foreground">{NOT_UPLOADED}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

function DocumentLink({ document, url }: { document: KycDocument; url: string }) {
  // A file the browser cannot show (missing, or not ours to see) keeps its link but loses the preview.
  const [previewFailed, setPreviewFailed] = useState(false);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex flex-col gap-2 rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="inline-flex items-center gap-1.5">
        {document.label}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </span>
      {document.isImage && !previewFailed && (
        <img
          src={url}
          alt=""
          loading="lazy"
          className="h-28 w-auto rounded-md border object-contain"
          onError={() => setPreviewFailed(true)}
        />
      )}
    </a>
  );
}
