import type { CompetenceQuestionId } from '@keystone/flows/rules';
import { CompetenceQuestions, COMPETENCE_REVIEW_TEXTS } from '../../competence-review/index.ts';
import type { StageProps } from './stage-props.ts';

interface CompetenceStageProps extends Pick<StageProps, 'form' | 'errors' | 'disabled'> {
  onAnswer: (questionId: CompetenceQuestionId, answer: string) => void;
  /** 'Attempts left: N' or the no-attempts message (`selectCompetenceMessage`). */
  attemptsMessage: string | undefined;
  locked: boolean;
  passed: boolean;
}

/** Stage 5: the ten questions from the wizard's snapshot; the wizard grades them on the way to the review. */
export function CompetenceStage({ form, errors, disabled, onAnswer, attemptsMessage, locked, passed }: CompetenceStageProps) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">{COMPETENCE_REVIEW_TEXTS.intro}</p>
      <CompetenceQuestions
        answers={form.answers}
        disabled={disabled || locked || passed}
        missingAnswersMessage={errors.answers}
        attemptsMessage={attemptsMessage}
        passed={passed}
        onAnswer={onAnswer}
      />
    </div>
  );
}
