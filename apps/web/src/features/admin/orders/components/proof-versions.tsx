import { useId } from 'react';
import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { formatDateTime } from '../lib/labels';

export type ProofVersion = AdminOrderDetail['proofVersions'][number];

/** What the picker says of a version, in the confirm dialog too. */
export function versionLabel(v: ProofVersion): string {
  return v.current
    ? `The artwork on the order now (${formatDateTime(v.createdAt)})`
    : `The version of ${formatDateTime(v.createdAt)}`;
}

/**
 * Answering a change request with another version: the finished versions of the order's
 * artwork (the API's `proofVersions`, newest first), one to choose. The proof is then made
 * from its print file (the API checks the version is the customer's, of this board, finished).
 */
export function ProofVersionPicker({
  versions,
  value,
  onChange,
  disabled,
}: {
  versions: ProofVersion[];
  value: string;
  onChange: (artworkId: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-navy">Make the new proof from</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {versions.map((v) => (
          <label
            key={v.artworkId}
            className="grid cursor-pointer content-start gap-1 rounded border border-parchment p-2 text-xs text-navy-soft has-[:checked]:border-navy has-[:checked]:bg-cream"
          >
            {v.previewUrl ? (
              <img
                src={v.previewUrl}
                alt=""
                className="aspect-[4/5] w-full rounded bg-cream object-contain"
              />
            ) : null}
            <span className="flex items-start gap-2">
              <input
                type="radio"
                name={`${id}-version`}
                value={v.artworkId}
                checked={value === v.artworkId}
                onChange={() => onChange(v.artworkId)}
              />
              {versionLabel(v)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
