import { Message } from '@keystone/ui';
import { COMPETENCE_REVIEW_TEXTS } from './competence-questions.tsx';

/** Stage 5 once the server has accepted an attempt: Next goes on to the review. */
export function CompetenceStage() {
  return (
    <Message variant="success" dismissible={false}>
      {COMPETENCE_REVIEW_TEXTS.passed}
    </Message>
  );
}
