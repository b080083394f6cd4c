import type { NotificationDelivery, NotificationPreference } from '@keystone/api';
import {
  deliveriesOffered,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_PREFERENCE_MESSAGES,
  NOTIFICATION_SWITCH_LABELS,
  type NotificationChannel,
} from '@keystone/flows/notifications';
import { LoadingSkeleton, Message, Select, SkeletonTable } from '@keystone/ui';
import { RefusalMessage } from '../../api/index.ts';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../../api/notifications.ts';

export const NOTIFICATION_PREFERENCES_TEXTS = {
  title: 'Notifications',
  intro:
    'Choose how we tell you of each event: in the portal (the bell at the top) and by e-mail. Every e-mail also carries a link to stop that kind of e-mail.',
  portal: 'In the portal',
  email: 'By e-mail',
  always: 'Always',
  saved: 'Your notification settings were saved.',
} as const;

/** The profile's choice for each kind and channel (`GET/PUT /notifications/preferences`), saved on each change. */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  if (preferences.isPending) {
    return (
      <LoadingSkeleton>
        <SkeletonTable rows={10} />
      </LoadingSkeleton>
    );
  }
  if (preferences.isError) return <RefusalMessage error={preferences.error} />;
  const save = (row: NotificationPreference) => update.mutate({ body: { preferences: [row] } });
  const shown = (row: NotificationPreference) =>
    update.isPending && update.variables.body.preferences[0]?.kind === row.kind
      ? (update.variables.body.preferences[0] ?? row)
      : row;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{NOTIFICATION_PREFERENCES_TEXTS.intro}</p>
      <ul className="flex flex-col divide-y divide-border">
        {preferences.data.preferences.map((saved) => {
          const row = shown(saved);
          return (
            <li key={row.kind} className="flex flex-col gap-3 py-3 sm:grid sm:grid-cols-[1fr_10rem_12rem] sm:items-end">
              <p className="text-sm font-medium text-foreground">{NOTIFICATION_KIND_LABELS[row.kind]}</p>
              <DeliverySelect row={row} channel="portal" disabled={update.isPending} onSave={save} />
              <DeliverySelect row={row} channel="email" disabled={update.isPending} onSave={save} />
            </li>
          );
        })}
      </ul>
      {update.isSuccess && (
        <Message variant="success" key={update.submittedAt}>
          {NOTIFICATION_PREFERENCES_TEXTS.saved}
        </Message>
      )}
      <RefusalMessage error={update.error} />
    </div>
  );
}

function DeliverySelect({
  row,
  channel,
  disabled,
  onSave,
}: {
  row: NotificationPreference;
  channel: NotificationChannel;
  disabled: boolean;
  onSave(row: NotificationPreference): void;
}) {
  const offered = deliveriesOffered(row.kind, channel);
  const label = `${NOTIFICATION_KIND_LABELS[row.kind]}: ${NOTIFICATION_PREFERENCES_TEXTS[channel]}`;
  const words = offered.length === 3 ? NOTIFICATION_DELIVERY_LABELS : NOTIFICATION_SWITCH_LABELS;
  const always = offered.length === 1;
  return (
    <Select
      label={<span className="sm:sr-only">{NOTIFICATION_PREFERENCES_TEXTS[channel]}</span>}
      aria-label={label}
      hint={always ? NOTIFICATION_PREFERENCE_MESSAGES.serviceEmail : undefined}
      options={offered.map((delivery) => ({
        value: delivery,
        label: always ? NOTIFICATION_PREFERENCES_TEXTS.always : words[delivery],
      }))}
      value={row[channel]}
      disabled={disabled || always}
      onValueChange={(delivery) => onSave({ ...row, [channel]: delivery as NotificationDelivery })}
    />
  );
}
