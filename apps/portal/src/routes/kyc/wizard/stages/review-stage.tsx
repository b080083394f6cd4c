import type { KycForm } from '@keystone/flows/kyc';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@keystone/ui';
import { reviewSections } from './review-summary.ts';

interface ReviewStageProps {
  /** What the server holds, as the stage forms start from it. */
  form: KycForm;
  competenceReviewPassed: boolean;
  onEdit: (stageIndex: number) => void;
}

/** Stage 6: everything entered, read-only, each section with an 'Edit' that jumps back to its stage. */
export function ReviewStage({ form, competenceReviewPassed, onEdit }: ReviewStageProps) {
  return (
    <div className="flex flex-col gap-4">
      {reviewSections(form, competenceReviewPassed).map((section) => (
        <Card key={section.title} aria-labelledby={`review-${section.stageIndex}`} role="region">
          <CardHeader className="flex flex-row items-center justify-between gap-4">
            <CardTitle asChild>
              <h3 id={`review-${section.stageIndex}`}>{section.title}</h3>
            </CardTitle>
            <Button
              type="button"
              variant="link"
              size="sm"
              aria-label={`Edit ${section.title}`}
              onClick={() => onEdit(section.stageIndex)}
            >
              Edit
            </Button>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              {section.rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-sm text-muted-foreground">{row.label}</dt>
                  <dd className="text-sm text-foreground">{row.value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
