import { useState } from 'react';
import type { PublicSettings } from '@atelier/shared/schemas/content';
import { formatCount } from '../lib/format';
import { randomLiveCount } from '../lib/live-counter';

/** 'N people creating portraits right now', drawn once per visit; off when settings say so. */
export function LiveCounter({ liveCounter }: { liveCounter: PublicSettings['liveCounter'] }) {
  const [count] = useState(() => randomLiveCount(liveCounter.min, liveCounter.max));
  if (!liveCounter.enabled) return null;
  return (
    <p className="inline-flex items-center gap-2 text-sm text-navy-soft">
      <span className="relative flex size-2.5" aria-hidden>
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
        <span className="relative inline-flex size-2.5 rounded-full bg-success" />
      </span>
      <span>
        <strong className="text-navy">{formatCount(count)}</strong> people creating portraits right
        now
      </span>
    </p>
  );
}
