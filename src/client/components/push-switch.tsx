import { useEffect, useId, useState } from 'react';
import {
  currentPushState,
  PUSH_TEXTS,
  turnOffPush,
  turnOnPush,
  type PushState,
} from '../lib/push-device.ts';
import { t, useT } from '../lib/i18n.tsx';
import 'virtual:messages/shell';

/** The device's push state, and a way to change it that reports what went wrong. */
export function usePushDevice() {
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let stale = false;
    void currentPushState()
      .catch((): PushState => 'off')
      .then((found) => !stale && setState(found));
    return () => {
      stale = true;
    };
  }, []);

  /** The new state, or undefined when the change failed (the error is shown). */
  const change = async (turn: () => Promise<PushState>) => {
    setBusy(true);
    setError(undefined);
    try {
      const changed = await turn();
      setState(changed);
      return changed;
    } catch (failure) {
      setError((failure as Error).message || PUSH_TEXTS.failed);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return {
    state,
    busy,
    error,
    turnOn: () => change(turnOnPush),
    turnOff: () => change(turnOffPush),
  };
}

/** The explanation under the switch (or on Today's offer) for a state. */
export function pushHelp(state: PushState | 'loading'): string {
  return state === 'loading' ? t('shell.pushChecking') : PUSH_TEXTS[state];
}

/** "Notifications on this device": a switch that subscribes this browser to reminders. */
export function PushSwitch() {
  useT(); // Its words change with the language.
  const { state, busy, error, turnOn, turnOff } = usePushDevice();
  const labelId = useId();
  const helpId = useId();
  const on = state === 'on';
  const usable = state === 'on' || state === 'off';

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="text-sm font-medium">
          {PUSH_TEXTS.label}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={helpId}
          disabled={busy || !usable}
          onClick={() => void (on ? turnOff() : turnOn())}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-foreground/60 bg-muted transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-checked:border-primary aria-checked:bg-primary"
        >
          <span
            aria-hidden
            className={`inline-block size-5 rounded-full bg-foreground/70 transition-transform ${on ? 'translate-x-5 bg-primary-foreground' : 'translate-x-0.5'}`}
          />
        </button>
      </div>
      <p id={helpId} className="text-sm text-muted-foreground">
        {pushHelp(state)}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
