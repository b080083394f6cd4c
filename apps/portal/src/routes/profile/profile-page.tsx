import type { User } from '@keystone/api';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@keystone/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { DEVICES_PATH, SECURITY_PATH } from '../../app/access.ts';
import { useSession } from '../../session/index.ts';
import { BANK_DETAILS_TEXTS, BankDetailsForm } from './bank-details-form.tsx';
import { CONTACT_DETAILS_TEXTS, ContactDetailsForm } from './contact-details-form.tsx';
import { NEWS_SUBSCRIPTION_TEXTS, NewsSubscription } from './news-subscription.tsx';
import { NoticeMessage } from './notice-message.tsx';
import { NOTIFICATION_PREFERENCES_TEXTS, NotificationPreferencesSection } from './notification-preferences.tsx';
import { CompanyDetails, PersonalDetails } from './personal-details.tsx';
import { PROFILE_NOTICES, type ProfileNoticeName } from './profile-notice.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import { useConfirmationLink, type ProfileLocationState } from './use-confirmation-link.ts';

export const PROFILE_TEXTS = {
  title: 'My profile',
  confirming: 'Confirming your change…',
  photo: 'Photo',
  security: 'Security',
  securityDescription: 'Your second step after your password, and where your account is signed in.',
  securityLink: 'Two-step sign-in and passkeys',
  devicesLink: 'Your devices',
} as const;

/**
 * `/platform/profile` and `/platform/profile/{token}` (seed 000 §2, investors): the contact details and photo
 * (editable), the personal and, for companies, company details (read-only), and the bank details.
 */
export function ProfilePage() {
  const { user } = useSession();
  const { token } = useParams();
  // The link's outcome is handed to the profile at /platform/profile: until then, nothing but the wait.
  useConfirmationLink(token);
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-6">
      <h1 id="profile-title" className="text-2xl font-semibold text-foreground">
        {PROFILE_TEXTS.title}
      </h1>
      {!user || token ? (
        <div className="flex flex-col items-center gap-3 py-10">
          <Spinner />
          {token && <p className="text-sm text-muted-foreground">{PROFILE_TEXTS.confirming}</p>}
        </div>
      ) : (
        <LoadedProfile user={user} />
      )}
    </section>
  );
}

function LoadedProfile({ user }: { user: User }) {
  const location = useLocation();
  const fromLink = (location.state as ProfileLocationState | null)?.profileNotice;
  // The last notice: from the confirmation link on arrival, then from each save; a counter tells them apart.
  const [notice, setNotice] = useState<{ name: ProfileNoticeName; id: number } | null>(
    fromLink ? { name: fromLink, id: 0 } : null,
  );
  const show = (name: ProfileNoticeName) => setNotice((last) => ({ name, id: (last?.id ?? 0) + 1 }));
  // Shown once: a reload of /platform/profile must not tell of the link again.
  const navigate = useNavigate();
  useEffect(() => {
    if (fromLink) void navigate(location.pathname, { replace: true, state: null });
  }, [fromLink, location.pathname, navigate]);
  return (
    <>
      <NoticeMessage
        notice={notice && PROFILE_NOTICES[notice.name]}
        id={notice?.id ?? 0}
        onDismiss={() => setNotice(null)}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileCard title={CONTACT_DETAILS_TEXTS.title}>
          <ContactDetailsForm user={user} onSaved={show} />
        </ProfileCard>
        <ProfileCard title={PROFILE_TEXTS.photo}>
          <ProfilePhoto user={user} onSaved={show} />
        </ProfileCard>
        <PersonalDetails user={user} />
        {user.personType === 'PROFESSIONAL' && <CompanyDetails user={user} />}
        <ProfileCard title={BANK_DETAILS_TEXTS.title} description={BANK_DETAILS_TEXTS.description}>
          <BankDetailsForm user={user} onSaved={show} />
        </ProfileCard>
        <ProfileCard title={NEWS_SUBSCRIPTION_TEXTS.title}>
          <NewsSubscription />
        </ProfileCard>
        <ProfileCard title={NOTIFICATION_PREFERENCES_TEXTS.title}>
          <NotificationPreferencesSection />
        </ProfileCard>
        <ProfileCard title={PROFILE_TEXTS.security} description={PROFILE_TEXTS.securityDescription}>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={SECURITY_PATH}>{PROFILE_TEXTS.securityLink}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={DEVICES_PATH}>{PROFILE_TEXTS.devicesLink}</Link>
            </Button>
          </div>
        </ProfileCard>
      </div>
    </>
  );
}

function ProfileCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
