import { useUpdateProfileMutation, type ProfileHeader_MemberFragment, type UpdateProfileMutation } from './profile.generated';

export interface ProfileChanges {
  username?: string;
  showRealName?: boolean;
}

/**
 * Changes the member's display name (the SPEC's username) or real-name display. The answer is the Member, so every view
 * of it (header, settings, anything showing their display name) updates from the cache; the
 * optimistic answer makes the switch respond at once.
 */
export function useUpdateProfile() {
  const [run, state] = useUpdateProfileMutation();
  const update = (member: ProfileHeader_MemberFragment, changes: ProfileChanges) => {
    // An empty name removes it (the server stores none).
    const username = changes.username !== undefined ? changes.username.trim() || null : member.username;
    const showRealName = changes.showRealName ?? member.showRealName;
    const optimistic = {
      updateProfile: {
        __typename: 'Member' as const,
        id: member.id,
        username,
        showRealName,
        displayName: showRealName && username ? username : 'Anonymous',
      },
    };
    // Only the switch answers at once: a new name waits for the server, which may refuse it (rules,
    // taken), so the field keeps what was typed instead of flickering back.
    const nameChange = changes.username !== undefined;
    return run({ variables: { input: changes }, optimisticResponse: nameChange ? undefined : (optimistic as UpdateProfileMutation) });
  };
  return [update, state] as const;
}
