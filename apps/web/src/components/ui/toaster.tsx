import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { TOAST_DURATIONS, useToast } from './use-toast';

/** Renders the toast store. Swipe right past 50 px dismisses; F8 focuses the region. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      swipeDirection="right"
      swipeThreshold={50}
      duration={TOAST_DURATIONS.default}
      label="Notification"
    >
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
