export { CompetenceReview, COMPETENCE_REVIEW_TEXTS, type CompetenceReviewProps } from './competence-review.tsx';
export { CompetenceQuestions, type CompetenceQuestionsProps } from './competence-questions.tsx';
