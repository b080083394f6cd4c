import { uploadLimitsText } from '@keystone/flows/format';
import type { User } from '@keystone/api';
import { UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import { UPLOAD_MESSAGES } from '@keystone/flows/rules';
import { FileUpload } from '@keystone/ui';
import { useSaveContactDetails } from '../../api/user.ts';
import { useTempFileUpload } from '../../uploads/use-temp-file-upload.ts';
import type { ProfileNoticeName } from './profile-notice.ts';

const ACCEPT = ['.jpg', '.jpeg', '.png'];

/** The name a stored file goes by: the last part of its URL. */
const fileNameOf = (url: string | null) => (url ? decodeURIComponent(url.split('/').pop() ?? '') : undefined);

/**
 * The photo, shown in the top bar: uploaded with progress (jpg, jpeg or png, up to 50 MB: not a KYC file), then
 * applied at once (`PUT /user/details`).
 */
export function ProfilePhoto({ user, onSaved }: { user: User; onSaved: (notice: ProfileNoticeName) => void }) {
  const upload = useTempFileUpload('PROFILE_PHOTO');
  const save = useSaveContactDetails({ onSuccess: () => onSaved('detailsSaved') });
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {user.photo ? (
        <img
          src={user.photo}
          alt={user.fullName ?? user.email}
          className="size-24 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="grid size-24 shrink-0 place-items-center rounded-full bg-muted text-3xl font-semibold"
        >
          {(user.fullName || user.email).charAt(0).toUpperCase()}
        </span>
      )}
      <FileUpload
        className="min-w-0 flex-1"
        label="Photo"
        upload={upload}
        accept={ACCEPT}
        maxBytes={UPLOAD_MAX_BYTES}
        limits={uploadLimitsText(ACCEPT, UPLOAD_MAX_BYTES)}
        messages={UPLOAD_MESSAGES}
        uploadedFileName={fileNameOf(user.photo)}
        disabled={save.isPending}
        onUploaded={({ fileUrl }) => save.mutate({ body: { photo: fileUrl } })}
      />
    </div>
  );
}
