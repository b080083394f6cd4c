import type { Project, ProjectDocument } from '@keystone/api';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@keystone/ui';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { projectDocumentsZipUrl } from './api-links.ts';

export const DOCUMENTS_TEXTS = {
  title: 'Documents',
  downloadAll: 'Download all',
  none: 'No documents yet',
  hidden: 'Not shown to investors',
} as const;

const linkClasses =
  'inline-flex items-center gap-1.5 rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The offer documents that have a file (seed 001 §2), each opening in a new tab, and 'Download all' as one zip.
 * Investors are sent only the documents shown to them; an admin sees the hidden ones too, marked as such.
 */
export function ProjectDocuments({ project }: { project: Project }) {
  const documents = project.documents.filter(
    (document): document is ProjectDocument & { url: string } => document.url !== null,
  );
  return (
    <Card role="region" aria-labelledby="project-documents-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle asChild>
          <h3 id="project-documents-title">{DOCUMENTS_TEXTS.title}</h3>
        </CardTitle>
        {documents.length > 0 && (
          <a href={projectDocumentsZipUrl(project.id)} download className={`${linkClasses} text-sm font-medium`}>
            <Download aria-hidden="true" className="size-4" />
            {DOCUMENTS_TEXTS.downloadAll}
          </a>
        )}
      </CardHeader>
      <CardContent>
        {documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{DOCUMENTS_TEXTS.none}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {documents.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center gap-2">
                <FileText aria-hidden="true" className="size-4 text-muted-foreground" />
                <a href={document.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                  {document.title}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                {!document.visible && <Badge>{DOCUMENTS_TEXTS.hidden}</Badge>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
