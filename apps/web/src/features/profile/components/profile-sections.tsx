import { useAuth } from '@/lib/auth';
import { AccountSection } from './account-section';
import { DataSection } from './data-section';
import { MailSection } from './mail-section';
import { PasswordSection } from './password-section';
import { PlanSection } from './plan-section';
import { ProfileSection } from './section';

/** /profile: account, password, e-mails, plan and allowance, and my data. */
export function ProfileSections() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 pb-12">
      <ProfileSection id="profile-account" title="Account">
        {/* Keyed by the saved name so the field follows a change made elsewhere. */}
        <AccountSection key={user.displayName ?? ''} user={user} />
      </ProfileSection>
      <ProfileSection
        id="profile-password"
        title="Password"
        description="Changing it signs you out on every other device."
      >
        <PasswordSection />
      </ProfileSection>
      <ProfileSection id="profile-mail" title="E-mails">
        <MailSection user={user} />
      </ProfileSection>
      <ProfileSection id="profile-plan" title="Plan & allowance">
        <PlanSection user={user} />
      </ProfileSection>
      <ProfileSection
        id="profile-data"
        title="Your data"
        description="Take a copy of everything we keep about you, or delete it all."
      >
        <DataSection />
      </ProfileSection>
    </div>
  );
}
