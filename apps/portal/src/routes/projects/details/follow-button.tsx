import type { Project } from '@keystone/api';
import { Button } from '@keystone/ui';
import { Star } from 'lucide-react';
import { RefusalMessage } from '../../../api/index.ts';
import { useFollowProject } from '../../../api/projects.ts';

export const FOLLOW_TEXTS = { follow: 'Follow', unfollow: 'Unfollow' } as const;

/**
 * Follow or unfollow (seed 001 §4 'Following'): the button says what a press does, and changes once the server has
 * answered and the project has been read again, so it always shows the server's `currentUserFollowed`.
 */
export function FollowButton({ project }: { project: Project }) {
  const { follow, unfollow } = useFollowProject(project.id);
  const followed = project.currentUserFollowed;
  const params = { params: { path: { id: project.id } } };

  const toggle = () => {
    follow.reset();
    unfollow.reset();
    if (followed) unfollow.mutate(params);
    else follow.mutate(params);
  };

  return (
    <>
      <Button
        variant={followed ? 'outline' : 'primary'}
        loading={follow.isPending || unfollow.isPending}
        onClick={toggle}
      >
        <Star aria-hidden="true" fill={followed ? 'currentColor' : 'none'} />
        {followed ? FOLLOW_TEXTS.unfollow : FOLLOW_TEXTS.follow}
      </Button>
      <RefusalMessage
        error={follow.error ?? unfollow.error}
        className="basis-full"
        onDismiss={() => (follow.reset(), unfollow.reset())}
      />
    </>
  );
}
