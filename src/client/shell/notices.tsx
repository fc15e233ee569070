import { Intent, Position, type Toaster, type ToastProps } from '@blueprintjs/core';
import { isCanceled } from '@client/api/http';
import { shellMessages as messages } from '@shared/messages-core';

let toaster: Promise<Toaster> | null = null;

/**
 * The one toaster of the studio; notices appear bottom-left (spec 1 §9). Its code (the toaster, toasts and their
 * transitions) loads with the first notice: most pages show none, and it stays out of the shell's entry chunk.
 */
function getToaster(): Promise<Toaster> {
  toaster ??= import('@blueprintjs/core/lib/esm/components/toast/overlayToaster').then(({ OverlayToaster }) =>
    OverlayToaster.create({ position: Position.BOTTOM_LEFT, maxToasts: 4 }),
  );
  return toaster;
}

/** Failures on screen: a success that follows takes them away, so no error stands beside it. */
const failuresShown = new Set<string>();

export function notify(props: ToastProps) {
  void getToaster().then((t) => {
    if (props.intent === Intent.SUCCESS) for (const key of failuresShown) t.dismiss(key);
    if (props.intent === Intent.SUCCESS) failuresShown.clear();
    const key = t.show({
      timeout: 5000,
      ...props,
      onDismiss: (expired) => {
        failuresShown.delete(key);
        props.onDismiss?.(expired);
      },
    });
    if (props.intent === Intent.DANGER) failuresShown.add(key);
  });
}

const textOf = (e: unknown) => (e instanceof Error && e.message ? e.message : messages.operationFailed);

/** Shows the catalogue text of a failure; canceled requests pass silently (spec 1 §8). */
export function notifyError(e: unknown) {
  if (isCanceled(e)) return;
  notify({ intent: Intent.DANGER, icon: 'error', message: textOf(e) });
}

function notifyFailure(title: string, e: unknown) {
  if (isCanceled(e)) return;
  notify({
    intent: Intent.DANGER,
    icon: 'error',
    message: (
      <span className="studio-notice">
        <strong>{title}</strong>
        <span>{textOf(e)}</span>
      </span>
    ),
  });
}

/** 'Create failed' with the server's message. */
export const notifyCreateFailed = (e: unknown) => notifyFailure(messages.createFailed, e);
/** 'Update failed' with the server's message. */
export const notifyUpdateFailed = (e: unknown) => notifyFailure(messages.updateFailed, e);

export const notifySuccess = (message: string) => notify({ intent: Intent.SUCCESS, icon: 'tick-circle', message });
