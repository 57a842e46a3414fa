import { MyRepresentativesDocument, useChooseMyDistrictMutation, type MyRepresentativesQuery } from './representative.generated';

/**
 * Say which district of a split ZIP code is the member's (null forgets it). The answer is the
 * whole representatives panel, written over the cached one; key votes ("your legislators") reload.
 */
export function useChooseDistrict() {
  const [run, state] = useChooseMyDistrictMutation({
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery<MyRepresentativesQuery>({ query: MyRepresentativesDocument, data: { myRepresentatives: data.chooseMyDistrict } });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'keyVote' });
    },
  });
  return [(district: number | null) => run({ variables: { district } }), state] as const;
}
