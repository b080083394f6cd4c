import { FormField } from '@keystone/ui/form';
import { COMPETENCE_REVIEW_TEXTS, CompetenceQuestions } from './competence-questions.tsx';
import type { StageProps } from './stage-props.ts';

interface CompetenceStageProps extends StageProps {
  /** 'Attempts left: N' or the no-attempts message (`selectCompetenceMessage`). */
  attemptsMessage: string | undefined;
  locked: boolean;
  passed: boolean;
}

/** Stage 5: the ten questions as one form value; the wizard grades them on the way to the review. */
export function CompetenceStage({ control, attemptsMessage, locked, passed }: CompetenceStageProps) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">{COMPETENCE_REVIEW_TEXTS.intro}</p>
      <FormField
        control={control}
        name="answers"
        render={({ value, onChange, error }) => (
          <CompetenceQuestions
            answers={value}
            disabled={locked || passed}
            missingAnswersMessage={error}
            attemptsMessage={attemptsMessage}
            passed={passed}
            onAnswer={(questionId, answer) => onChange({ ...value, [questionId]: answer })}
          />
        )}
      />
    </div>
  );
}
