import { createElement, Fragment, useEffect, useRef, useState } from 'react';

// Stand-in for the shared upload control in component tests: one button that reports one
// uploaded photo. (The real control has its own tests; this keeps files and workers out.)
export const UPLOADED = {
  url: '/media/user-uploads/guest/rex.jpg?sig=1',
  key: 'user-uploads/guest/rex.jpg',
  name: 'rex.jpg',
  size: 1234,
};

/** The photo of a held upload ('Start a slow upload to …'), reported by `finishHeldUpload`. */
export const HELD_UPLOAD = {
  url: '/media/user-uploads/guest/max.jpg?sig=1',
  key: 'user-uploads/guest/max.jpg',
  name: 'max.jpg',
  size: 2345,
};

let finishHeld: (() => void) | null = null;
/** Ends the held upload as the real control does: files to the parent, then not busy. */
export const finishHeldUpload = () => finishHeld?.();

export function ImageUpload(props: {
  label?: string;
  disabled?: boolean;
  maxSizeMB?: number;
  multiple?: boolean;
  onUploaded: (files: (typeof UPLOADED)[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const onBusyChange = useRef(props.onBusyChange);
  useEffect(() => {
    onBusyChange.current = props.onBusyChange;
  });
  // As the real control: busy is told after the render, its end after the files' render.
  useEffect(() => {
    if (!busy) return;
    onBusyChange.current?.(true);
    return () => onBusyChange.current?.(false);
  }, [busy]);
  return createElement(
    Fragment,
    null,
    createElement(
      'button',
      {
        type: 'button',
        disabled: props.disabled,
        'data-max-size': props.maxSizeMB,
        'data-multiple': String(props.multiple),
        onClick: () => props.onUploaded([UPLOADED]),
      },
      `Upload to ${props.label}`,
    ),
    createElement(
      'button',
      {
        type: 'button',
        onClick: () => {
          setBusy(true);
          finishHeld = () => {
            finishHeld = null;
            setBusy(false);
            props.onUploaded([HELD_UPLOAD]);
          };
        },
      },
      `Start a slow upload to ${props.label}`,
    ),
  );
}
