import { effectiveDateFormat, effectiveTimezone, formatDate, formatDateTime, formatTime, type DateInput } from '@shared/time';
import { useMemo } from 'react';
import { useSession } from './store';

/** The date format and time zone in force: the user's, then the selected account's, then its provider's (spec 1 §9). */
export function useDisplaySettings() {
  return settingsOf(
    useSession((s) => s.user),
    useSession((s) => s.selection),
  );
}

/** The settings in force now, outside React (a recorded flow test's name). */
export const currentDisplayDate = () => displayDate(settingsOf(useSession.getState().user, useSession.getState().selection));

type SessionState = ReturnType<typeof useSession.getState>;

function settingsOf(user: SessionState['user'], selection: SessionState['selection']) {
  const provider = user?.account_mappings.find((o) => o.sp_id === selection?.spId);
  const account = provider?.accounts.find((a) => a.ac_id === selection?.acId);
  const sources = (key: 'display_date_format' | 'default_timezone', own: string | null | undefined) => ({
    user: own,
    account: account?.ac_setting[key],
    provider: provider?.sp_setting[key],
  });
  return {
    dateFormat: effectiveDateFormat(sources('display_date_format', user?.display_date_format)),
    timezone: effectiveTimezone(sources('default_timezone', user?.timezone)),
  };
}

/** Formats dates shown in lists and details the way the user's settings say: `date(at)`, `dateTime(at)`, `time(at)`. */
export function useDisplayDate() {
  const { dateFormat, timezone } = useDisplaySettings();
  // The same formatter while the settings stay: lists may keep their columns across renders.
  return useMemo(() => displayDate({ dateFormat, timezone }), [dateFormat, timezone]);
}

/** The formatters for given settings (outside React: a flow test's name, say). */
export function displayDate(settings: { dateFormat: string; timezone: string }) {
  return {
    date: (at: DateInput) => formatDate(at, settings),
    dateTime: (at: DateInput) => formatDateTime(at, settings),
    /** The time alone, with seconds: in the time zone in force. */
    time: (at: DateInput) => formatTime(at, { timezone: settings.timezone, withSeconds: true }),
  };
}
