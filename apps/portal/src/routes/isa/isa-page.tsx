import { LoadingSkeleton, Skeleton, SkeletonTable } from '@keystone/ui';
import { useIsa } from '../../api/isa.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { IsaApplyForm } from './isa-apply-form.tsx';
import { IsaOverview } from './isa-overview.tsx';
import { ISA_TEXTS } from './isa-texts.ts';

/** `/platform/isa`: before opening, what an IFISA is and the application; once open, its cash, allowance and payments. */
export function IsaPage() {
  const isa = useIsa();
  return (
    <section aria-labelledby="isa-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="isa-title" className="text-2xl font-semibold text-foreground">
          {ISA_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{ISA_TEXTS.intro}</p>
      </div>
      {isa.isPending ? (
        <LoadingSkeleton>
          <Skeleton className="h-24 w-full max-w-xl" />
          <SkeletonTable rows={4} />
        </LoadingSkeleton>
      ) : isa.isError ? (
        <LoadFailure error={isa.error} onRetry={() => void isa.refetch()} />
      ) : isa.data.open ? (
        <IsaOverview isa={isa.data} />
      ) : (
        <IsaApplyForm />
      )}
    </section>
  );
}
