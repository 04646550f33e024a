import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import type * as z from 'zod';
import {
  languages,
  notificationKinds,
  smsKinds,
  type NotificationChannel,
  type NotificationKind,
} from '@shared/domain';
import { notificationSettingsSchema } from '@shared/schemas/notifications';
import { FormError } from '@/components/form-error';
import { languageInfo } from '@/lib/i18n';
import {
  useSaveNotificationSettings,
  type NotificationSettings,
} from '@/features/notifications/api/notification-settings';
import { notificationKindLabels } from '@/features/notifications/lib/kind-labels';
import { QuietHoursField } from './quiet-hours-field';

type Values = z.input<typeof notificationSettingsSchema>;

const hasSms = (kind: NotificationKind) => (smsKinds as readonly NotificationKind[]).includes(kind);

/** Every choice the form offers, in this order: each kind's push, and its SMS where it has one. */
const choices = notificationKinds.flatMap((kind) =>
  (hasSms(kind) ? (['push', 'sms'] as const) : (['push'] as const)).map((channel) => ({ kind, channel })),
);
const choiceIndex = (kind: NotificationKind, channel: NotificationChannel) =>
  choices.findIndex((choice) => choice.kind === kind && choice.channel === channel);

function formValues(settings: NotificationSettings): Values {
  const enabled = (kind: NotificationKind, channel: NotificationChannel) =>
    // As the server has it: on until the person turns it off.
    settings.preferences.find((p) => p.kind === kind && p.channel === channel)?.enabled ?? true;
  return {
    preferences: choices.map(({ kind, channel }) => ({ kind, channel, enabled: enabled(kind, channel) })),
    quietHours: settings.quietHours,
    language: settings.language,
  };
}

const toggleClass = 'h-5 w-5 accent-brand-700 disabled:cursor-not-allowed';

/** Which kinds come by push and by SMS, quiet hours and the language they are written in. */
export function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const save = useSaveNotificationSettings();
  const form = useForm<Values>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: formValues(settings),
  });
  const canText = settings.smsPhone !== null;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        toast.success(t`Your notification settings are saved.`);
      },
    }),
  );

  const toggle = (kind: NotificationKind, channel: NotificationChannel) => {
    const label = _(notificationKindLabels[kind]);
    const isOff = channel === 'sms' && !canText;
    return (
      <Controller
        control={form.control}
        name={`preferences.${choiceIndex(kind, channel)}.enabled`}
        render={({ field }) => (
          <input
            type="checkbox"
            className={toggleClass}
            ref={field.ref}
            name={field.name}
            // Without a number no text goes out, whatever the choice kept for later.
            checked={!isOff && Boolean(field.value)}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
            disabled={isOff}
            aria-describedby={isOff ? 'sms-hint' : undefined}
            aria-label={channel === 'push' ? t`Push: ${label}` : t`SMS: ${label}`}
          />
        )}
      />
    );
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-6 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        <fieldset>
          <legend className="mb-1 text-lg font-semibold text-slate-800">
            <Trans>What to tell you about</Trans>
          </legend>
          <p className="mb-2 text-sm text-slate-600">
            <Trans>Everything always shows in the app. Choose what also comes as a push or a text message.</Trans>
          </p>
          {!canText && (
            <p id="sms-hint" className="mb-2 text-sm text-amber-800">
              <Trans>Confirm a phone number below to get text messages.</Trans>
            </p>
          )}
          <table className="w-full text-left">
            <thead className="text-sm text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  <Trans>Notification</Trans>
                </th>
                <th scope="col" className="w-16 px-2 py-2 text-center font-medium">
                  <Trans>Push</Trans>
                </th>
                <th scope="col" className="w-16 px-2 py-2 text-center font-medium">
                  <Trans>SMS</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {notificationKinds.map((kind) => (
                <tr key={kind}>
                  <th scope="row" className="py-2 pr-2 font-normal text-slate-800">
                    {_(notificationKindLabels[kind])}
                  </th>
                  <td className="px-2 py-2 text-center">{toggle(kind, 'push')}</td>
                  <td className="px-2 py-2 text-center">{hasSms(kind) && toggle(kind, 'sms')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        <QuietHoursField />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-lg font-semibold text-slate-800">
            <Trans>Language of pushes and texts</Trans>
          </legend>
          <div className="flex flex-wrap gap-6">
            {languages.map((language) => (
              <label key={language} lang={language} className="flex items-center gap-2 text-slate-700">
                <input
                  type="radio"
                  value={language}
                  className="h-5 w-5 accent-brand-700"
                  {...form.register('language')}
                />
                {languageInfo[language].name}
              </label>
            ))}
          </div>
        </fieldset>
        <FormError message={save.error?.message ?? ''} />
        <div>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            <Trans>Save settings</Trans>
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
