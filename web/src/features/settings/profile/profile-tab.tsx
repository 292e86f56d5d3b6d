import { AccountDetailsCard } from './account-details-card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { PlanCard } from './plan-card';

export function ProfileTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AccountDetailsCard />
      <PlanCard />
      <ChangePasswordCard />
      <DeleteAccountCard />
    </div>
  );
}
