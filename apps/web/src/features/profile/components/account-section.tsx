import { DISPLAY_NAME_MAX } from '@atelier/shared/schemas/account';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import { useId, useState, type FormEvent } from 'react';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useUpdateProfile } from '../api/account-api';

export const PROFILE_TOASTS = {
  nameSaved: { title: 'Profile Updated', description: 'Your display name has been saved.' },
  photoSaved: { title: 'Photo Updated', description: 'Your new profile photo is in place.' },
  photoRemoved: { title: 'Photo Removed', description: 'Your profile photo has been removed.' },
  failed: 'Your profile could not be saved. Please try again.',
} as const;

const AVATAR_MAX_SIZE_MB = 10;
/** Not the product form's 'Optimized for AI': a profile picture goes to no artwork. */
export const AVATAR_UPLOAD_HINT = `JPG, PNG or WebP, up to ${AVATAR_MAX_SIZE_MB} MB. Large pictures are made smaller before upload.`;

const initial = (user: UserProfile) =>
  (user.displayName?.trim() || user.email).charAt(0).toUpperCase();

/** Avatar, display name, photo (through the upload control) and the email, read-only. */
export function AccountSection({ user }: { user: UserProfile }) {
  const id = useId();
  const { refreshProfile } = useAuth();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.displayName ?? '');
  const [error, setError] = useState<string | undefined>();
  const trimmed = name.trim();
  const unchanged = trimmed === (user.displayName ?? '');

  const save = async (
    body: Parameters<typeof update.mutateAsync>[0],
    done: { title: string; description: string },
  ) => {
    setError(undefined);
    try {
      await update.mutateAsync(body);
      await refreshProfile();
      toast({ ...done, variant: 'success' });
    } catch (err) {
      const message = errorMessage(err, PROFILE_TOASTS.failed);
      setError(message);
      toast({ title: 'Update Failed', description: message, variant: 'destructive' });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) {
      setError('Display name cannot be empty');
      return;
    }
    void save({ displayName: trimmed }, PROFILE_TOASTS.nameSaved);
  };

  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-4">
        <Avatar className="size-20">
          {user.photoURL ? <AvatarImage src={user.photoURL} alt="Your profile photo" /> : null}
          <AvatarFallback className="text-2xl" delayMs={user.photoURL ? 600 : undefined}>
            {initial(user)}
          </AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate text-lg font-semibold">{user.displayName || 'User'}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
        </div>
      </div>

      <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-label="Display name">
        <Label htmlFor={`${id}-name`}>Display name</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(error)}
          />
          <Button type="submit" disabled={update.isPending || unchanged}>
            {update.isPending ? 'Saving...' : 'Save name'}
          </Button>
        </div>
      </form>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-photo`}>Profile photo</Label>
        <ImageUpload
          id={`${id}-photo`}
          label="Profile photo"
          multiple={false}
          maxSizeMB={AVATAR_MAX_SIZE_MB}
          hint={AVATAR_UPLOAD_HINT}
          disabled={update.isPending}
          onUploaded={(files) => {
            const file = files[0];
            if (file) void save({ photoKey: file.key }, PROFILE_TOASTS.photoSaved);
          }}
        />
        {user.photoURL ? (
          <Button
            type="button"
            variant="ghost"
            className="justify-self-start"
            disabled={update.isPending}
            onClick={() => void save({ photoKey: null }, PROFILE_TOASTS.photoRemoved)}
          >
            Remove photo
          </Button>
        ) : null}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} type="email" value={user.email} readOnly aria-readonly />
      </div>
      <FormError message={error} />
    </div>
  );
}
