export {
  LoadingSkeleton,
  Skeleton,
  SkeletonCard,
  SkeletonTable,
  SkeletonText,
  type LoadingSkeletonProps,
} from './skeleton.tsx';
