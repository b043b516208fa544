import type { CanvasWrap } from '@atelier/shared/schemas/prints';
import type { ShippingAddress } from '@atelier/shared/schemas/shipping-address';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { errorMessage, errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { usePricing } from '@/lib/pricing';
import { usePrintOptions } from '../api/get-print-options';
import { useSavedAddress } from '../api/get-saved-address';
import { AddressStep, type AddressInput } from './address-step';
import { ReviewStep } from './review-step';
import { SizeWrapStep } from './size-wrap-step';
import { StepIndicator } from './step-indicator';

interface CanvasOrderFlowProps {
  visionBoardId: string;
  artworkId: string;
}

interface Choice {
  canvasSizeId: string | null;
  wrap: CanvasWrap;
}

/** Size & wrap → shipping address → review & pay. Going back keeps everything entered. */
export function CanvasOrderFlow({ visionBoardId, artworkId }: CanvasOrderFlowProps) {
  const options = usePrintOptions(artworkId);
  const saved = useSavedAddress();
  const pricing = usePricing();
  const { user } = useAuth();
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState<Choice>({ canvasSizeId: null, wrap: 'image' });
  const [draft, setDraft] = useState<AddressInput | null>(null);
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  // One key per distinct order: coming back to review the same choices answers the same order
  // instead of placing another; any change makes a new one.
  const [attempt, setAttempt] = useState({ signature: '', key: '' });
  const stepRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Each new step is announced by moving focus to it (not on the first paint).
  useEffect(() => {
    if (moved.current) stepRef.current?.focus();
    moved.current = true;
  }, [step]);

  const artworkHref = `/artwork/${visionBoardId}/${artworkId}`;
  if (options.isPending)
    return <LoadingState>Checking which sizes your artwork prints at…</LoadingState>;
  if (options.isError) {
    const status = errorStatus(options.error);
    return (
      <section
        role="alert"
        className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-12 text-center"
      >
        <p className="text-muted">
          {status === 404 || status === 409
            ? errorMessage(options.error, 'This artwork cannot be printed.')
            : 'We could not load the canvas sizes. Please try again.'}
        </p>
        <Button asChild variant="outline">
          <Link to={artworkHref}>Back to your artwork</Link>
        </Button>
      </section>
    );
  }

  const sizes = options.data.sizes;
  const canvasSizeId = choice.canvasSizeId ?? sizes.find((s) => s.printable)?.canvasSizeId ?? null;
  const size = sizes.find((s) => s.canvasSizeId === canvasSizeId);
  const defaults: AddressInput = draft ??
    saved.data ?? {
      name: user?.displayName ?? '',
      line1: '',
      city: '',
      country: 'US',
      email: user?.email ?? '',
    };

  // Shipping beside the sizes: to where this shopper sent the last canvas, else the US.
  const shipping = pricing.data
    ? {
        shippingRates: pricing.data.shippingRates,
        productionDays: pricing.data.productionDays,
        country: draft?.country ?? saved.data?.country ?? 'US',
        currency: options.data.currency,
      }
    : null;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16">
      <StepIndicator current={step} />
      <div ref={stepRef} tabIndex={-1} className="outline-none">
        {step === 0 ? (
          <SizeWrapStep
            artworkId={artworkId}
            options={options.data}
            canvasSizeId={canvasSizeId}
            wrap={choice.wrap}
            shipping={shipping}
            onChange={(next) =>
              setChoice((c) => ({ ...c, canvasSizeId: c.canvasSizeId ?? canvasSizeId, ...next }))
            }
            onNext={() => setStep(1)}
          />
        ) : step === 1 ? (
          saved.isPending ? (
            <LoadingState>Loading your saved address…</LoadingState>
          ) : (
            <AddressStep
              defaultValues={defaults}
              onBack={(values) => {
                setDraft(values);
                setStep(0);
              }}
              onSubmit={(valid) => {
                setDraft(valid);
                setAddress(valid);
                const signature = JSON.stringify([canvasSizeId, choice.wrap, valid]);
                setAttempt((last) =>
                  last.signature === signature ? last : { signature, key: crypto.randomUUID() },
                );
                setStep(2);
              }}
            />
          )
        ) : size && address ? (
          <ReviewStep
            artworkId={artworkId}
            canvasSizeId={size.canvasSizeId}
            sizeLabel={size.label}
            wrap={choice.wrap}
            address={address}
            idempotencyKey={attempt.key}
            onBack={() => setStep(1)}
          />
        ) : null}
      </div>
      <Button asChild variant="link" className="justify-self-start">
        <Link to={artworkHref}>Back to your artwork</Link>
      </Button>
    </div>
  );
}
