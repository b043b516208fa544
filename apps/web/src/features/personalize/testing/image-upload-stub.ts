import { createElement } from 'react';

// Stand-in for the shared upload control in component tests: one button that reports one
// uploaded photo. (The real control has its own tests; this keeps files and workers out.)
export const UPLOADED = {
  url: '/media/user-uploads/guest/rex.jpg?sig=1',
  key: 'user-uploads/guest/rex.jpg',
  name: 'rex.jpg',
  size: 1234,
};

export function ImageUpload(props: {
  label?: string;
  disabled?: boolean;
  maxSizeMB?: number;
  multiple?: boolean;
  onUploaded: (files: (typeof UPLOADED)[]) => void;
}) {
  return createElement(
    'button',
    {
      type: 'button',
      disabled: props.disabled,
      'data-max-size': props.maxSizeMB,
      'data-multiple': String(props.multiple),
      onClick: () => props.onUploaded([UPLOADED]),
    },
    `Upload to ${props.label}`,
  );
}
