import { Toast as ToastPrimitive } from 'radix-ui';

/** The "Reload" button of a stale-edit toast: refetches so the newer version shows. */
export function reloadAction(onReload: () => void) {
  return (
    <ToastPrimitive.Action
      altText="Reload to see the newer version"
      onClick={onReload}
      className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-white/60 px-3 text-sm font-semibold sm:min-h-9"
    >
      Reload
    </ToastPrimitive.Action>
  );
}
