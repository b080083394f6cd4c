import type { ConsumerJourneyLogEntry } from '@keystone/api';
import { journeyEntryDetails } from '@keystone/flows/consumer-journey';
import {
  CONSUMER_JOURNEY_LOG_TEXTS,
  journeyEntryFacts,
  journeyEntryLabel,
  type JourneyFact,
} from '@keystone/flows/labels';
import { PAGE_SIZE } from '@keystone/flows/constants';
import {
  buttonVariants,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  LoadingSkeleton,
  Pager,
  SkeletonText,
} from '@keystone/ui';
import { useState } from 'react';
import { Download } from 'lucide-react';
import { userConsumerJourneyPdfUrl, useUserConsumerJourneyLog } from '../../../api/users.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';

const texts = CONSUMER_JOURNEY_LOG_TEXTS;

const pageSize = PAGE_SIZE.adminLists;

/**
 * The user's consumer journey log (issue 24 §7), oldest first: one card per entry with what happened, when, the
 * words shown and the IP, and below it a declaration's figures, an attempt's questions with the answer given, an
 * admin's reset or the first pledge. A list at every width, so nothing is cut off on a phone; 20 entries a page
 * (issue 32), the PDF holds them all.
 */
export function ConsumerJourneySection({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const offset = (page - 1) * pageSize;
  const log = useUserConsumerJourneyLog(userId, { limit: pageSize, offset });
  return (
    <Card aria-labelledby="consumer-journey-title" className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle asChild>
          <h2 id="consumer-journey-title">{texts.title}</h2>
        </CardTitle>
        <a
          href={userConsumerJourneyPdfUrl(userId)}
          download={`user-${userId}-consumer-journey.pdf`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {texts.download}
        </a>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{texts.intro}</p>
        {log.isPending ? (
          <LoadingSkeleton label={texts.loading} className="min-h-0">
            <SkeletonText lines={4} />
          </LoadingSkeleton>
        ) : log.isError ? (
          <LoadFailure error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data.entries.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            {texts.empty}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {texts.pageOf(offset + 1, offset + log.data.entries.length, log.data.count)}
            </p>
            <ol
              aria-label={texts.title}
              start={offset + 1}
              aria-busy={log.isPlaceholderData}
              className={cn('flex flex-col gap-3', log.isPlaceholderData && 'opacity-60')}
            >
              {log.data.entries.map((entry, index) => (
                <JourneyEntry key={`${entry.occurredAt}-${offset + index}`} entry={entry} />
              ))}
            </ol>
            <Pager
              aria-label={texts.pages}
              page={page}
              pageCount={Math.ceil(log.data.count / pageSize)}
              onPageChange={setPage}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function JourneyEntry({ entry }: { entry: ConsumerJourneyLogEntry }) {
  const label = journeyEntryLabel(entry.step, entry.action);
  const details = journeyEntryDetails(entry);
  return (
    <li aria-label={label} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3 sm:p-4">
      <h3 className="font-medium text-foreground">{label}</h3>
      <Facts facts={[...journeyEntryFacts(entry), ...(details?.facts ?? [])]} />
      {details?.kind === 'attempt' && (
        <>
          <ol aria-label="Questions and answers" className="flex flex-col gap-2">
            {details.questions.map((question) => (
              <li key={question.heading} className="rounded-md bg-muted/50 p-2 text-sm">
                <p className="font-medium">{question.heading}</p>
                <p className="wrap-anywhere">{question.text}</p>
                <ul aria-label={texts.optionsShown} className="mt-1 flex flex-col gap-0.5 pl-4">
                  {question.options.map((option) => (
                    <li key={option.label} className={option.chosen ? 'font-semibold' : 'text-muted-foreground'}>
                      {option.label}
                      {option.chosen && <span>{` (${texts.answerGiven.toLowerCase()})`}</span>}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {details.topicsToRead.length > 0 && (
            <Facts facts={[{ label: texts.topicsToRead, value: details.topicsToRead.join('; ') }]} />
          )}
        </>
      )}
    </li>
  );
}

function Facts({ facts }: { facts: readonly JourneyFact[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)]">
      {facts.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="wrap-anywhere text-foreground max-sm:mb-1">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
