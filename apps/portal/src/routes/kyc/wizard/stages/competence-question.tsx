import type { ServedCompetenceQuestion as Question } from '@keystone/api';
import { cn } from '@keystone/ui';
import { useId } from 'react';

export interface CompetenceQuestionProps {
  question: Question;
  answer: string | undefined;
  onAnswer: (optionId: string) => void;
  disabled?: boolean;
  /** Marks the question once Next was pressed while it was still unanswered. */
  invalid?: boolean;
}

/** One served question, its options in the served order, as a radio group named by its question (native radios: @keystone/ui has no RadioGroup yet). */
export function CompetenceQuestion({
  question,
  answer,
  onAnswer,
  disabled = false,
  invalid = false,
}: CompetenceQuestionProps) {
  const legendId = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={invalid || undefined}
      disabled={disabled}
      data-slot="competence-question"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4',
        // Dimming the whole group would push its text below AA contrast; only the radios fade when disabled.
        'aria-invalid:border-danger',
      )}
    >
      <legend id={legendId} className="float-left w-full text-base font-medium text-foreground">
        {question.text}
      </legend>
      {question.options.map((option) => {
        const optionId = `${legendId}-${option.id}`;
        return (
          <div key={option.id} className="flex items-start gap-3">
            <input
              type="radio"
              id={optionId}
              name={question.topic}
              value={option.id}
              checked={answer === option.id}
              onChange={() => onAnswer(option.id)}
              className={cn(
                'peer mt-0.5 size-4 shrink-0 cursor-pointer accent-primary',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'disabled:cursor-not-allowed disabled:opacity-50',
              )}
            />
            <label
              htmlFor={optionId}
              className="cursor-pointer text-sm text-foreground peer-disabled:cursor-not-allowed"
            >
              {option.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
