import { useCreateStaffCommentaryMutation, useUpdateStaffCommentaryMutation, type StaffCommentary_ContentFragment } from './legislator.generated';

/**
 * SPEC §4 Commentary editing (legislator): update the legislator's staff commentary when there is
 * one, otherwise create it (always staff and public). A new one is linked into the cached
 * Legislator so every screen showing it (detail, dashboard card, this editor) updates at once.
 */
export function useSaveStaffCommentary(legislatorId: string) {
  const [create, createState] = useCreateStaffCommentaryMutation({
    update(cache, { data }) {
      const created = data?.createLegislatorContent;
      if (!created) return;
      cache.modify({
        id: cache.identify({ __typename: 'Legislator', id: legislatorId }),
        fields: {
          staffCommentary: (_existing, { toReference }) => toReference(created),
          hasStaffCommentary: () => true,
        },
      });
      // The staff insights list gains an entry: let it reload next time it is shown.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'staffCommentaries' });
    },
  });
  const [update, updateState] = useUpdateStaffCommentaryMutation();

  const save = async (existing: StaffCommentary_ContentFragment | null | undefined, text: string) => {
    const content = text.trim();
    if (existing) {
      await update({
        variables: { id: existing.id, input: { content, contentType: 'STAFF_COMMENTARY', isStaff: true, isPublic: true } },
      });
      return 'updated' as const;
    }
    await create({
      variables: { input: { legislatorId, content, contentType: 'STAFF_COMMENTARY', isStaff: true, isPublic: true } },
    });
    return 'created' as const;
  };
  return [save, { saving: createState.loading || updateState.loading }] as const;
}
