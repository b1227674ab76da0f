import type { ReactNode } from 'react';
import type { ProfileSummary } from '../../../shared/profiles';
import { Dialog } from '../../ui/dialog';

interface ProfileDialogProps {
  /** The profile the dialog changes; null while it is closed. */
  profile: ProfileSummary | null;
  title: (profile: ProfileSummary) => string;
  closeLabel: string;
  onClose: () => void;
  /** The form; mounted only while open, so nothing typed outlives the dialog. */
  children: (profile: ProfileSummary) => ReactNode;
}

/** A dialog that changes one saved profile (its credentials, its sale limits). */
export function ProfileDialog({
  profile,
  title,
  closeLabel,
  onClose,
  children,
}: ProfileDialogProps) {
  return (
    <Dialog
      open={profile !== null}
      title={profile === null ? '' : title(profile)}
      closeLabel={closeLabel}
      onClose={onClose}
    >
      {profile === null ? null : children(profile)}
    </Dialog>
  );
}
