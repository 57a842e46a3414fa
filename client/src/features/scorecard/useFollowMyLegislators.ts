import { MyLegislatorsPageDocument, useFollowMyLegislatorsMutation, type MyLegislatorsPageQuery } from './scorecard.generated';

/** Follow or stop following one's legislators; the page's switch moves at once. */
export function useFollowMyLegislators() {
  const [run, state] = useFollowMyLegislatorsMutation();
  const follow = (value: boolean) =>
    run({
      variables: { follow: value },
      optimisticResponse: { followMyLegislators: { following: value } } as never,
      update(cache, { data }) {
        if (!data) return;
        cache.updateQuery<MyLegislatorsPageQuery>({ query: MyLegislatorsPageDocument }, (page) =>
          page ? { ...page, myLegislators: { ...page.myLegislators, following: data.followMyLegislators.following } } : page,
        );
      },
    });
  return [follow, state] as const;
}
