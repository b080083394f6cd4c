import { ErrorCode, hasErrorCode } from '@keystone/flows';
import { useNavigate } from 'react-router';
import { refusal } from '../../api/index.ts';
import { useConfirmContactChange } from '../../api/user.ts';
import { useTokenLink } from '../../api/use-token-link.ts';
import type { ProfileNoticeName } from './profile-notice.ts';

export const PROFILE_PATH = '/platform/profile';

/** What `/platform/profile/{token}` leaves in the history state for the profile to show. */
export interface ProfileLocationState {
  profileNotice?: ProfileNoticeName;
}

/**
 * `/platform/profile/{token}`: confirms the change once, then replaces the address with `/platform/profile` (a
 * reload must not spend the link again) and leaves the outcome for the profile to show.
 */
export function useConfirmationLink(token: string | undefined) {
  const navigate = useNavigate();
  const showOnProfile = (profileNotice?: ProfileNoticeName) =>
    void navigate(PROFILE_PATH, { replace: true, state: { profileNotice } satisfies ProfileLocationState });
  const confirm = useConfirmContactChange({
    onSuccess: () => showOnProfile('confirmed'),
    // The generic modal tells of an unexpected failure, and the profile says nothing of a link that may still work.
    onError: (error) =>
      showOnProfile(
        refusal(error, (refused): ProfileNoticeName =>
          hasErrorCode(refused, ErrorCode.USER_ALREADY_EXISTS) ? 'emailTaken' : 'invalidLink',
        ) ?? undefined,
      ),
  });
  const { mutate } = confirm;
  useTokenLink(token, (link) => mutate({ params: { path: { token: link } } }));
  return confirm;
}
